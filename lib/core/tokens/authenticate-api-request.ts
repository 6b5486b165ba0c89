import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { apiTokens, idempotencyKeys, rateLimitWindows } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { StoredKey } from '../idempotency/keys';
import { assertWithinLimit, rateLimitOutcome, rateLimitWindow, RATE_LIMITS, type RateLimitOutcome, type RateLimitPolicy } from '../rate-limits';
import { liveTokenCondition, tokenActorOf, tokenColumns, type TokenActor, type TokenRow } from './authenticate-token';
import { hashToken } from './token-secret';

export type ApiAuthentication = {
  actor: TokenActor;
  rateLimit: RateLimitOutcome;
  /** The caller's row of the Idempotency-Key asked for (null when it has none); absent when none was asked for. */
  storedKey?: StoredKey | null;
};

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
export async function authenticateApiRequest(db: DbOrTx, token: string, now: Date = new Date(), idempotencyKey?: string): Promise<ApiAuthentication> {
  const { windowStart, previousStart } = rateLimitWindow(RATE_LIMITS.apiToken, now);
  const tokenHash = hashToken(token);
  const values = {
    tokenHash,
    limitKey: `${RATE_LIMITS.apiToken.name}:${tokenHash}`,
    windowStart: windowStart.toISOString(),
    previousStart: previousStart.toISOString(),
  };
  // A POST with an Idempotency-Key reads the caller's row of that key in the same round trip: a retry
  // that only replays a stored answer costs one statement, like any GET.
  if (idempotencyKey === undefined) {
    const [row] = await tokenLookup(db).execute(values);
    return authenticated(db, row, now);
  }
  const [row] = await keyedTokenLookup(db).execute({ ...values, idempotencyKey });
  return { ...(await authenticated(db, row, now)), storedKey: row?.storedKey ?? null };
}

type LookupRow = TokenRow & { rateLimitPerMinute: number | null; hits: number | string | null; previous: number | string | null };

async function authenticated(db: DbOrTx, row: LookupRow | undefined, now: Date): Promise<ApiAuthentication> {
  const actor = await tokenActorOf(db, row, now);
  const outcome = rateLimitOutcome(tokenRateLimitPolicy(row!.rateLimitPerMinute), Number(row!.hits ?? 1), Number(row!.previous ?? 0), now);
  return { actor, rateLimit: assertWithinLimit(outcome) };
}

function lookupQuery(db: DbOrTx) {
  const limitKey = sql.placeholder('limitKey');
  const hit = db.$with('hit', { hits: sql<number>`hits`.as('hits') }).as(
    sql`insert into ${rateLimitWindows} (key, window_start, hits)
        select ${limitKey}::text, ${sql.placeholder('windowStart')}::timestamptz, 1
        where exists (select 1 from ${apiTokens} where ${liveTokenCondition})
        on conflict (key, window_start) do update set hits = ${rateLimitWindows}.hits + 1
        returning hits`,
  );
  const columns = {
    ...tokenColumns,
    rateLimitPerMinute: apiTokens.rateLimitPerMinute,
    hits: sql<number | string | null>`(select hits from hit)`,
    previous: sql<number | string | null>`(select p.hits from ${rateLimitWindows} p where p.key = ${limitKey}::text and p.window_start = ${sql.placeholder('previousStart')}::timestamptz)`,
  };
  return { hit, columns };
}

function tokenLookup(db: DbOrTx) {
  return prepared(db, 'api_token_lookup_limited', () => {
    const { hit, columns } = lookupQuery(db);
    return db.with(hit).select(columns).from(apiTokens).where(liveTokenCondition);
  });
}

/** The look-up above, with the token's row of one idempotency key (its caller as idempotencyCaller names it). */
function keyedTokenLookup(db: DbOrTx) {
  return prepared(db, 'api_token_lookup_limited_keyed', () => {
    const { hit, columns } = lookupQuery(db);
    const callerKey = and(eq(idempotencyKeys.caller, sql`'token:' || ${apiTokens.id}`), eq(idempotencyKeys.key, sql.placeholder('idempotencyKey')));
    return db
      .with(hit)
      .select({ ...columns, storedKey: getTableColumns(idempotencyKeys) })
      .from(apiTokens)
      .leftJoin(idempotencyKeys, callerKey)
      .where(liveTokenCondition);
  });
}
