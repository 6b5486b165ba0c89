import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '../context';

/**
 * Storage of idempotency keys (SPEC §4, §10; docs/payments.md §Idempotency). The HTTP edge
 * (lib/api/idempotency.ts) decides what to do with a key; this module only reads and writes the rows.
 * A key belongs to its caller: the same key from another token or user is another key.
 */

/** How long a stored response is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** How long a running request holds its key before another instance may take it over (its process died). */
export const IDEMPOTENCY_LOCK_MS = 120_000;

export type StoredKey = typeof idempotencyKeys.$inferSelect;
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

/** `token:12`, `user:3`: whose keys these are. */
export function idempotencyCaller(actor: Actor): string {
  switch (actor.kind) {
    case 'token':
      return `token:${actor.tokenId}`;
    case 'staff':
      return `user:${actor.userId}`;
    case 'applicant':
      return `applicant:${actor.applicationId}`;
    case 'checkout':
      return `checkout:${actor.checkoutId}`;
    case 'system':
      return 'system';
  }
}

export async function findKey(db: DbOrTx, caller: string, key: string): Promise<StoredKey | null> {
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Claims a new key for a running request; false when it already exists (another request has it). */
export async function claimKey(db: DbOrTx, caller: string, key: string, requestHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ caller, key, requestHash, state: 'running', lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS), createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/**
 * Takes over a key whose holder is gone: a running request past its lock (its process died), or a row
 * past the 24 h replay window. Conditional, so only one of several racing requests wins.
 */
export async function takeOverKey(db: DbOrTx, stored: StoredKey, requestHash: string, now: Date): Promise<boolean> {
  const expired = stored.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS;
  const rows = await db
    .update(idempotencyKeys)
    .set({ requestHash, state: 'running', lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS), responseStatus: null, responseHeaders: null, responseBody: null, createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.caller, stored.caller),
        eq(idempotencyKeys.key, stored.key),
        expired ? eq(idempotencyKeys.createdAt, stored.createdAt) : and(eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.lockedUntil, now)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function completeKey(db: DbOrTx, caller: string, key: string, response: StoredResponse): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', lockedUntil: null, responseStatus: response.status, responseHeaders: response.headers, responseBody: response.body })
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
}

/** Forgets a key whose request produced nothing worth replaying (a 5xx, a rate limit): a retry runs anew. */
export async function releaseKey(db: DbOrTx, caller: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')));
}

/** Deletes keys past the replay window (run by the payment recovery sweep). */
export async function purgeExpiredKeys(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
