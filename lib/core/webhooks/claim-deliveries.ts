import { inArray, sql } from 'drizzle-orm';
import { webhookEndpoints, type WebhookEndpoint } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';

export type ClaimedDelivery = {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
  attempts: number;
  retryStep: number;
  retailerId: number;
};

/**
 * Claims up to `limit` due deliveries of enabled endpoints in one short transaction (FOR UPDATE SKIP
 * LOCKED: concurrent workers take disjoint rows) and pushes their next attempt `leaseMs` ahead, so no
 * lock is held while the HTTP calls run, and a worker that dies mid-call leaves them to be retried.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  options: { limit: number; leaseMs: number; now?: Date; retailerIds?: number[] },
): Promise<{ deliveries: ClaimedDelivery[]; endpoints: Map<string, WebhookEndpoint> }> {
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const claimed = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
        where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
          ${options.retailerIds ? sql`and d.retailer_id in ${sql.raw(`(${options.retailerIds.map(Number).join(',')})`)}` : sql``}
        order by d.next_attempt_at
        limit ${options.limit}
        for update of d skip locked
      )
      update webhook_deliveries d
      set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz
      from due where d.id = due.id
      returning d.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.attempts, d.retry_step, d.retailer_id`);
    return rowsOf(result);
  });
  const deliveries = claimed.map((r) => ({
    id: String(r.id),
    endpointId: String(r.endpoint_id),
    eventId: String(r.event_id),
    eventType: String(r.event_type),
    body: String(r.body),
    attempts: Number(r.attempts),
    retryStep: Number(r.retry_step),
    retailerId: Number(r.retailer_id),
  }));
  const endpointIds = [...new Set(deliveries.map((d) => d.endpointId))];
  const endpoints = endpointIds.length ? await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds)) : [];
  return { deliveries, endpoints: new Map(endpoints.map((e) => [e.id, e])) };
}

/** postgres.js returns the rows as the result; PGlite wraps them in `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}
