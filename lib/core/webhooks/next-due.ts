import { and, eq, min } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';

/** When the next pending delivery of an enabled endpoint falls due (null: none pending). */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), eq(webhookEndpoints.enabled, true)))
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}
