import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { retailers, userRecoveryCodes, users, type User } from '@/db/schema';
import type { Database } from '@/db/client';
import { acceptedStep, hashRecoveryCode, openTotpSecret } from '../two-factor/totp';
import { decoyPasswordHash, verifyPassword } from './password';
import { credentialsSchema } from './schemas';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

export type VerifiedLogin = { userId: number };

/**
 * The outcome of a sign-in attempt. `code_required`: the password was right and the user has two-factor
 * on, so the form asks for a code (nothing is counted). Every other failure is the same `invalid`.
 */
export type SignInCheck = { ok: true; userId: number; mustEnrolTwoFactor: boolean } | { ok: false; reason: 'invalid' | 'code_required' };

/** Whether two-factor is demanded of a user who has not enrolled: by them, by their retailer, or as an admin. */
export function twoFactorDemanded(user: Pick<User, 'role' | 'requireTwoFactor' | 'twoFactorExempt'>, retailerRequires: boolean): boolean {
  return user.requireTwoFactor || retailerRequires || (user.role === 'admin' && !user.twoFactorExempt);
}

async function countFailure(db: Database, userId: number) {
  await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

/** A six-digit code (never a replay: the step is claimed atomically) or an unused recovery code. */
async function secondFactorAccepted(db: Database, user: User, code: string, now: Date): Promise<boolean> {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    if (!user.totpSecret || user.totpKeyVersion === null) return false;
    const step = await acceptedStep(openTotpSecret(user.id, { ciphertext: user.totpSecret, keyVersion: user.totpKeyVersion }), code, user.totpLastStep, now);
    if (step === null) return false;
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return claimed.length === 1;
  }
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.userId, user.id), eq(userRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return used.length === 1;
}

/**
 * Checks an e-mail, password and (for users with two-factor on) a code. Unknown e-mail, wrong password,
 * locked and disabled accounts all answer `invalid` after the same argon2 work. Failures count per
 * account — wrong passwords and wrong codes alike: the fifth in a row locks it for 15 minutes, whatever IP
 * they come from. A right password alone does not reset the count while a code is still owed.
 */
export async function checkSignIn(db: Database, raw: unknown, now = new Date()): Promise<SignInCheck> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const { email, password, code } = parsed.data;
  const [row] = await db.select({ user: users, retailerRequires: retailers.requireTwoFactor }).from(users).leftJoin(retailers, eq(retailers.id, users.retailerId)).where(eq(users.email, email));
  if (!row) {
    await verifyPassword(await decoyPasswordHash(), password);
    return { ok: false, reason: 'invalid' };
  }
  const { user } = row;
  const locked = user.lockedUntil !== null && user.lockedUntil > now;
  const valid = await verifyPassword(user.passwordHash, password);
  if (locked || user.disabledAt) return { ok: false, reason: 'invalid' };
  if (!valid) {
    await countFailure(db, user.id);
    return { ok: false, reason: 'invalid' };
  }
  if (user.totpEnabledAt) {
    if (!code) return { ok: false, reason: 'code_required' };
    if (!(await secondFactorAccepted(db, user, code, now))) {
      await countFailure(db, user.id);
      return { ok: false, reason: 'invalid' };
    }
  }
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(users.id, user.id));
  return { ok: true, userId: user.id, mustEnrolTwoFactor: !user.totpEnabledAt && twoFactorDemanded(user, Boolean(row.retailerRequires)) };
}

/** The password check alone (the CLI and older callers): the user id, or null for any failure. */
export async function verifyCredentials(db: Database, raw: unknown): Promise<VerifiedLogin | null> {
  const result = await checkSignIn(db, raw);
  return result.ok ? { userId: result.userId } : null;
}
