import { eq } from 'drizzle-orm';
import { retailers, userRecoveryCodes, users } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import { scopeOf } from '../scope';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { loadManagedUser } from './internal';

/** Requires (or stops requiring) a user to use two-factor sign-in: enrolment is asked at their next sign-in. */
export async function setUserTwoFactorRequired(ctx: Ctx, userId: number, required: boolean): Promise<void> {
  requirePermission(ctx, 'user.manage');
  await withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, userId, { forUpdate: true });
    await tx.update(users).set({ requireTwoFactor: required }).where(eq(users.id, userId));
    await recordAudit(tx, txCtx, { action: required ? 'user.two_factor_required' : 'user.two_factor_not_required', entityType: 'user', entityId: userId, retailerId: user.retailerId });
  });
}

/**
 * Removes a user's authenticator and recovery codes (a lost phone). They sign in with the password alone,
 * and enrol again at once when two-factor is required of them.
 */
export async function resetUserTwoFactor(ctx: Ctx, userId: number): Promise<void> {
  requirePermission(ctx, 'user.manage');
  await withTransaction(ctx, async (tx, txCtx) => {
    const user = await loadManagedUser(tx, ctx.actor, userId, { forUpdate: true });
    await tx.update(users).set({ totpSecret: null, totpKeyVersion: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await recordAudit(tx, txCtx, { action: 'user.two_factor_reset', entityType: 'user', entityId: userId, retailerId: user.retailerId });
  });
}

/** The retailer setting "require 2FA": every user of the retailer enrols at their next sign-in. */
export async function setRetailerTwoFactorRequired(ctx: Ctx, retailerId: number, required: boolean): Promise<void> {
  requirePermission(ctx, 'user.manage');
  const scope = scopeOf(ctx.actor);
  if (scope.kind === 'stores' || (scope.kind === 'retailer' && scope.retailerId !== retailerId)) throw new NotFoundError('Retailer not found.');
  await withTransaction(ctx, async (tx, txCtx) => {
    const [row] = await tx.update(retailers).set({ requireTwoFactor: required }).where(eq(retailers.id, retailerId)).returning({ id: retailers.id });
    if (!row) throw new NotFoundError('Retailer not found.');
    await recordAudit(tx, txCtx, { action: required ? 'retailer.two_factor_required' : 'retailer.two_factor_not_required', entityType: 'retailer', entityId: retailerId, retailerId });
  });
}
