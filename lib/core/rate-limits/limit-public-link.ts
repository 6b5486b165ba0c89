import type { DbOrTx } from '@/db/client';
import { enforceRateLimit, type RateLimitOutcome } from './consume-rate-limit';
import { RATE_LIMITS } from './policies';

/**
 * Counts a visit to a public link that carries its own authority (a signing link, a signed contract
 * link) against the client's IP, and throws RateLimitedError past the limit, so nobody can walk link
 * tokens from one address. Without a known client IP (no proxy in front) there is nothing to count by.
 */
export async function limitPublicLink(db: DbOrTx, ip: string | undefined | null): Promise<RateLimitOutcome | null> {
  if (!ip) return null;
  return enforceRateLimit(db, RATE_LIMITS.publicLink, ip);
}
