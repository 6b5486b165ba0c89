import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiTokens } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Actor } from '../context';
import { UnauthenticatedError } from '../errors';
import { hashToken } from './token-secret';

// last_used_at is advisory; writing it at most once a minute keeps every API call from being a write.
const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenActor = Actor & { kind: 'token' };

/** The columns a token look-up reads, for statements that read a token alongside something else. */
export const tokenColumns = { id: apiTokens.id, retailerId: apiTokens.retailerId, storeId: apiTokens.storeId, lastUsedAt: apiTokens.lastUsedAt };

export type TokenRow = { id: number; retailerId: number; storeId: number | null; lastUsedAt: Date | null };

/** A live (unrevoked) token by the hash bound to the `tokenHash` placeholder. */
export const liveTokenCondition = and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(apiTokens.revokedAt));

export const INVALID_TOKEN_MESSAGE = 'Invalid or revoked API token.';


/**
 * The actor of a token row a look-up found (none: the 401 unknown and revoked tokens share), recording
 * its use when the last record is older than a minute.
 */
export async function tokenActorOf(db: DbOrTx, row: TokenRow | null | undefined, now: Date = new Date()): Promise<TokenActor> {
  if (!row) throw new UnauthenticatedError(INVALID_TOKEN_MESSAGE);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
  }
  return { kind: 'token', tokenId: row.id, retailerId: row.retailerId, storeId: row.storeId };
}

/** Resolves a Bearer token to its actor; revoked and unknown tokens are the same 401. */
export async function authenticateToken(db: DbOrTx, token: string): Promise<TokenActor> {
  // Every API request starts with this look-up: prepared.
  const lookup = prepared(db, 'api_token_lookup', () => db.select(tokenColumns).from(apiTokens).where(liveTokenCondition));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  return tokenActorOf(db, row);
}
