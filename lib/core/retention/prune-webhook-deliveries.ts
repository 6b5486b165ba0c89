import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { FINISHED_WEBHOOK_DELIVERY_RETENTION_MS, RETENTION_BATCH_SIZE } from './policies';
import { affectedRows } from './prune-checkouts';

/**
 * Deletes finished webhook deliveries (succeeded or failed, never pending) created more than the retention
 * period ago, with their attempts. Each batch is one statement — the attempts and their deliveries go
 * together, so no attempt outlives its delivery — and skips rows another transaction holds (a resend
 * turning one back to pending). Returns how many deliveries went.
 */
export async function pruneWebhookDeliveries(db: DbOrTx, now: Date = new Date(), batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - FINISHED_WEBHOOK_DELIVERY_RETENTION_MS);
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with batch as (
        select id from webhook_deliveries
         where status <> 'pending' and created_at < ${cutoff.toISOString()}::timestamptz
         order by created_at limit ${batchSize}
           for update skip locked),
      attempts as (delete from webhook_attempts where delivery_id in (select id from batch))
      delete from webhook_deliveries where id in (select id from batch)`);
    const deleted = affectedRows(result);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
