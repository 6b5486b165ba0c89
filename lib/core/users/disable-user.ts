import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';

/** Disables a user; their open sessions stop working on their next request (see loadStaffActor). */
export async function disableUser(ctx: Ctx, userId: number): Promise<void> {
  requirePermission(ctx, 'user.manage');
  await withTransaction(ctx, async (tx, txCtx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const scope = scopeOf(ctx.actor);
    if (!user || (scope.kind !== 'all' && user.retailerId !== scope.retailerId)) throw new NotFoundError('User not found.');
    await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, txCtx, { action: 'user.disabled', entityType: 'user', entityId: userId, retailerId: user.retailerId });
  });
}
