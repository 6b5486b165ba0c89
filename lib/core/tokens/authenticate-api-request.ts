import { sql } from 'drizzle-orm';
import { apiTokens, rateLimitWindows } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import { assertWithinLimit, rateLimitOutcome, rateLimitWindow, RATE_LIMITS, type RateLimitOutcome, type RateLimitPolicy } from '../rate-limits';
import { liveTokenCondition, tokenActorOf, tokenColumns, type TokenActor } from './authenticate-token';
import { hashToken } from './token-secret';

export type ApiAuthentication = { actor: TokenActor; rateLimit: RateLimitOutcome };

/** A token's own request limit: its `rate_limit_per_minute`, or the default. */
export function tokenRateLimitPolicy(perMinute: number | null): RateLimitPolicy {
  return perMinute === null ? RATE_LIMITS.apiToken : { ...RATE_LIMITS.apiToken, limit: perMinute };
}

/**
 * The first statement of every API request: the token look-up and its rate-limit count, together (one
 * round trip; a separate upsert cost a second one on every call). The hit is counted only for a live
 * token, in the sliding window of lib/core/rate-limits, under the key `api-token:<token hash>` (the hash
 * is already a SHA-256 of a random secret, so it is not hashed again). Then: 401 for an unknown or
 * revoked token, 429 (RateLimitedError, with the window's state) past the token's limit.
 */
export async function authenticateApiRequest(db: DbOrTx, token: string, now: Date = new Date()): Promise<ApiAuthentication> {
  const { windowStart, previousStart } = rateLimitWindow(RATE_LIMITS.apiToken, now);
  const tokenHash = hashToken(token);
  const [row] = await tokenLookup(db).execute({
    tokenHash,
    limitKey: `${RATE_LIMITS.apiToken.name}:${tokenHash}`,
    windowStart: windowStart.toISOString(),
    previousStart: previousStart.toISOString(),
  });
  const actor = await tokenActorOf(db, row);
  const outcome = rateLimitOutcome(tokenRateLimitPolicy(row!.rateLimitPerMinute), Number(row!.hits ?? 1), Number(row!.previous ?? 0), now);
  return { actor, rateLimit: assertWithinLimit(outcome) };
}

function tokenLookup(db: DbOrTx) {
  return prepared(db, 'api_token_lookup_limited', () => {
    const limitKey = sql.placeholder('limitKey');
    const hit = db.$with('hit', { hits: sql<number>`hits`.as('hits') }).as(
      sql`insert into ${rateLimitWindows} (key, window_start, hits)
          select ${limitKey}::text, ${sql.placeholder('windowStart')}::timestamptz, 1
          where exists (select 1 from ${apiTokens} where ${liveTokenCondition})
          on conflict (key, window_start) do update set hits = ${rateLimitWindows}.hits + 1
          returning hits`,
    );
    return db
      .with(hit)
      .select({
        ...tokenColumns,
        rateLimitPerMinute: apiTokens.rateLimitPerMinute,
        hits: sql<number | string | null>`(select hits from hit)`,
        previous: sql<number | string | null>`(select p.hits from ${rateLimitWindows} p where p.key = ${limitKey}::text and p.window_start = ${sql.placeholder('previousStart')}::timestamptz)`,
      })
      .from(apiTokens)
      .where(liveTokenCondition);
  });
}
