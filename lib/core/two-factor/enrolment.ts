import { eq } from 'drizzle-orm';
import { userRecoveryCodes, users } from '@/db/schema';
import type { Ctx } from '../context';
import { ForbiddenError, ValidationError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { confirmEnrolmentInput, type ConfirmEnrolmentInput } from './schemas';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from './totp';

function staffUserId(ctx: Ctx): number {
  if (ctx.actor.kind !== 'staff') throw new ForbiddenError();
  return ctx.actor.userId;
}

export type PendingEnrolment = { secret: string; uri: string };

/**
 * Starts (or restarts) enrolment for the signed-in user: a new secret, kept sealed and not yet in force,
 * shown as a QR code and as text. An enrolled user must reset before enrolling again.
 */
export async function beginTwoFactorEnrolment(ctx: Ctx): Promise<PendingEnrolment> {
  const userId = staffUserId(ctx);
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ForbiddenError();
    if (user.totpEnabledAt) throw ValidationError.field('code', 'Two-factor sign-in is already on.');
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(userId, secret);
    await tx.update(users).set({ totpSecret: sealed.ciphertext, totpKeyVersion: sealed.keyVersion, totpLastStep: null }).where(eq(users.id, userId));
    return { secret, uri: totpUri(user.email, secret) };
  });
}


/**
 * Confirms enrolment with a code from the app: two-factor is then in force, and ten recovery codes are
 * returned, this once (only their hashes are kept).
 */
export async function confirmTwoFactorEnrolment(ctx: Ctx, input: ConfirmEnrolmentInput, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const userId = staffUserId(ctx);
  const { code } = parseInput(confirmEnrolmentInput, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user?.totpSecret || user.totpKeyVersion === null) throw ValidationError.field('code', 'Start again: scan the QR code first.');
    if (user.totpEnabledAt) throw ValidationError.field('code', 'Two-factor sign-in is already on.');
    const step = await acceptedStep(openTotpSecret(userId, { ciphertext: user.totpSecret, keyVersion: user.totpKeyVersion }), code, user.totpLastStep, now);
    if (step === null) throw ValidationError.field('code', 'That code does not match. Check the time on your phone and try the newest code.');
    const recoveryCodes = newRecoveryCodes();
    await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, txCtx, { action: 'user.two_factor_enrolled', entityType: 'user', entityId: userId, retailerId: user.retailerId });
    return { recoveryCodes };
  });
}
