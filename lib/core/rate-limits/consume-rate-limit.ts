import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitWindows } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { keyedHash } from '../crypto/keyed-hash';
import { RateLimitedError } from '../errors';

/** A limit: at most `limit` requests per `windowSeconds` for one subject. `name` appears in RateLimit headers. */
export type RateLimitPolicy = { name: string; limit: number; windowSeconds: number };

export type RateLimitOutcome = {
  policy: RateLimitPolicy;
  allowed: boolean;
  /** Requests left in the current window (never negative). */
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
  /** Seconds a refused caller should wait before the estimate falls under the limit again (0 when allowed). */
  retryAfterSeconds: number;
};

/**
 * The limiter key for a subject: the policy's name and a keyed hash of the subject, so IP addresses and
 * identity fragments never sit in the table as themselves.
 */
export function rateLimitKey(policy: RateLimitPolicy, subject: string): string {
  return `${policy.name}:${keyedHash('rate-limit', subject)}`;
}

/**
 * Counts one request against `policy` for `subject` and says whether it is within the limit.
 *
 * A sliding-window estimate over two fixed windows (the current count plus the previous window's count
 * weighted by how much of it still overlaps the last `windowSeconds`): one upsert per request, no burst
 * of twice the limit at a window boundary, and exact enough for abuse control. Refused requests count
 * too, so hammering does not reopen the door.
 */
export async function consumeRateLimit(db: DbOrTx, policy: RateLimitPolicy, subject: string, now: Date = new Date()): Promise<RateLimitOutcome> {
  const { windowStart, previousStart } = rateLimitWindow(policy, now);
  const key = rateLimitKey(policy, subject);

  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitWindows.key, rateLimitWindows.windowStart], set: { hits: sql`${rateLimitWindows.hits} + 1` } })
    .returning({
      hits: rateLimitWindows.hits,
      previous: sql<number | string | null>`(select p.hits from rate_limit_windows p where p.key = ${key} and p.window_start = ${previousStart.toISOString()})`,
    });

  return rateLimitOutcome(policy, row!.hits, Number(row!.previous ?? 0), now);
}

/** The fixed window holding `now` and the one before it, for statements that count a hit themselves. */
export function rateLimitWindow(policy: RateLimitPolicy, now: Date): { windowStart: Date; previousStart: Date } {
  const windowMs = policy.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, previousStart: new Date(windowStart.getTime() - windowMs) };
}

/**
 * The decision for a window's counts (this window's hits, this one included, and the previous window's):
 * the arithmetic of consumeRateLimit, shared with statements that count a hit as part of another read
 * (the API token look-up, lib/core/tokens/authenticate-token.ts).
 */
export function rateLimitOutcome(policy: RateLimitPolicy, hits: number, previous: number, now: Date): RateLimitOutcome {
  const windowMs = policy.windowSeconds * 1000;
  const nowMs = now.getTime();
  const elapsedMs = nowMs - Math.floor(nowMs / windowMs) * windowMs;
  const previousWeight = 1 - elapsedMs / windowMs;
  const estimate = hits + previous * previousWeight;
  const allowed = estimate <= policy.limit;
  const resetSeconds = Math.max(1, Math.ceil((windowMs - elapsedMs) / 1000));
  return {
    policy,
    allowed,
    remaining: Math.max(0, Math.floor(policy.limit - estimate)),
    resetSeconds,
    retryAfterSeconds: allowed ? 0 : retryAfter(policy, hits, previous, elapsedMs, resetSeconds),
  };
}

/** Throws `RateLimitedError` (429 at the API, `rate_limited` in actions) for a refused outcome. */
export function assertWithinLimit(outcome: RateLimitOutcome): RateLimitOutcome {
  if (!outcome.allowed) throw new RateLimitedError(outcome.retryAfterSeconds, 'Too many requests. Try again later.', outcome);
  return outcome;
}

/**
 * When the estimate falls back under the limit: the previous window's weight decays linearly; if the
 * current window alone is over the limit, only the next window helps.
 */
function retryAfter(policy: RateLimitPolicy, hits: number, previous: number, elapsedMs: number, resetSeconds: number): number {
  const windowMs = policy.windowSeconds * 1000;
  if (hits >= policy.limit || previous === 0) return resetSeconds;
  const waitMs = windowMs * (1 - (policy.limit - hits) / previous) - elapsedMs;
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Counts one request and throws `RateLimitedError` (429 at the API, `rate_limited` in actions) when over. */
export async function enforceRateLimit(db: DbOrTx, policy: RateLimitPolicy, subject: string, now?: Date): Promise<RateLimitOutcome> {
  return assertWithinLimit(await consumeRateLimit(db, policy, subject, now));
}

/** Drops windows too old to count towards any limit (the previous window of a day-long policy at most). */
export async function pruneRateLimitWindows(db: DbOrTx, now: Date = new Date(), keepSeconds = 2 * 86_400): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - keepSeconds * 1000)))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}

/** Current hits of the window that holds `now`, for tests and the admin's eyes. */
export async function currentHits(db: DbOrTx, policy: RateLimitPolicy, subject: string, now: Date = new Date()): Promise<number> {
  const windowMs = policy.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .select({ hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, rateLimitKey(policy, subject)), eq(rateLimitWindows.windowStart, windowStart)));
  return row?.hits ?? 0;
}
