import type { DbOrTx } from '@/db/client';
import { enforceRateLimit, RATE_LIMITS } from '../rate-limits';

/**
 * Counts a sign-in attempt per account (the e-mail as typed, lower-cased; unknown addresses count the
 * same, so a refusal reveals nothing) and per client IP when one is known, and throws RateLimitedError
 * past either limit, before any password is checked. The lockout after five failures in a row
 * (verifyCredentials) still applies underneath.
 */
export async function limitSignIn(db: DbOrTx, attempt: { email: string; ip?: string }): Promise<void> {
  await enforceRateLimit(db, RATE_LIMITS.signInAccount, attempt.email.trim().toLowerCase());
  if (attempt.ip) await enforceRateLimit(db, RATE_LIMITS.signInIp, attempt.ip);
}
