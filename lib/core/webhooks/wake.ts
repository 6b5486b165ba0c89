import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/** The channel the webhook workers LISTEN on; the triggers of migration 0007 notify it on every new event and delivery. */
export const WEBHOOK_CHANNEL = 'leaseline_webhooks';

/** Wakes the workers when this transaction commits (for changes no trigger covers, such as a resend). */
export async function notifyWorkers(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
