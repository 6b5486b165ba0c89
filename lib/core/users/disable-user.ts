import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ValidationError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { loadManagedUser } from './internal';

/** Disables a user; their open sessions stop working on their next request (see loadStaffActor). */
export async function disableUser(ctx: Ctx, userId: number): Promise<void> {
  requirePermission(ctx, 'user.manage');
  if (ctx.actor.kind === 'staff' && ctx.actor.userId === userId) throw ValidationError.field('userId', 'You cannot disable yourself.');
  await withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, userId, { forUpdate: true });
    await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, txCtx, { action: 'user.disabled', entityType: 'user', entityId: userId, retailerId: user.retailerId });
  });
}

/** Lets a disabled user sign in again (their old sessions stay ended: they sign in afresh). */
export async function enableUser(ctx: Ctx, userId: number): Promise<void> {
  requirePermission(ctx, 'user.manage');
  await withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, userId, { forUpdate: true });
    await tx.update(users).set({ disabledAt: null, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
    await recordAudit(tx, txCtx, { action: 'user.enabled', entityType: 'user', entityId: userId, retailerId: user.retailerId });
  });
}
