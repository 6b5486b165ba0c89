import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiTokens } from '@/db/schema';
import type { Database } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Actor } from '../context';
import { UnauthenticatedError } from '../errors';
import { hashToken } from './token-secret';

// last_used_at is advisory; writing it at most once a minute keeps every API call from being a write.
const LAST_USED_RESOLUTION_MS = 60_000;

// Every API request starts with this look-up: built once per database and prepared, so PostgreSQL
// parses and plans it once per connection rather than on every request.
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Database) {
  return prepared(
    db
      .select({ id: apiTokens.id, retailerId: apiTokens.retailerId, storeId: apiTokens.storeId, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(apiTokens.revokedAt))),
    'api_token_lookup',
  );
}

/** Resolves a Bearer token to its actor; revoked and unknown tokens are the same 401. */
export async function authenticateToken(db: Database, token: string): Promise<Actor & { kind: 'token' }> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) throw new UnauthenticatedError('Invalid or revoked API token.');
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
  }
  return { kind: 'token', tokenId: row.id, retailerId: row.retailerId, storeId: row.storeId };
}
