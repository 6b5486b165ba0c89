import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { RETENTION_BATCH_SIZE, UNSUBMITTED_CHECKOUT_RETENTION_MS } from './policies';

/**
 * Deletes unsubmitted checkouts (status `open`, no application) whose 24 hours ended more than the
 * retention period ago, a batch per statement; returns how many went.
 */
export async function pruneUnsubmittedCheckouts(db: DbOrTx, now: Date = new Date(), batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSUBMITTED_CHECKOUT_RETENTION_MS);
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from checkouts where id in (
        select id from checkouts
         where status = 'open' and application_id is null and expires_at < ${cutoff.toISOString()}::timestamptz
         limit ${batchSize})`);
    const deleted = affectedRows(result);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** Rows a DELETE touched, from either driver's result (postgres.js: `count`; PGlite: `affectedRows`). */
export function affectedRows(result: unknown): number {
  const r = result as { count?: number; affectedRows?: number };
  return Number(r.count ?? r.affectedRows ?? 0);
}
