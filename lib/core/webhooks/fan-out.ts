import { and, asc, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { outboxEvents, type OutboxEvent } from '@/db/schema';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpoint } from '@/db/schema/webhooks';
import type { DbOrTx, Transaction } from '@/db/client';
import { rowsOf } from './claim-deliveries';
import { eventBody } from './event-body';

/** Renders an event's `data`: the resource as the API returns it (lib/jobs/webhook-render.ts). */
export type EventRenderer = (tx: Transaction, event: OutboxEvent) => Promise<unknown>;

function subscribed(endpoint: WebhookEndpoint, event: OutboxEvent): boolean {
  // An endpoint receives what happened after it was created: no backfill.
  if (endpoint.createdAt > event.createdAt) return false;
  if (event.type === 'webhook.test') return event.payload.endpoint_id === endpoint.id;
  return endpoint.events.includes('*') || endpoint.events.includes(event.type);
}

/**
 * Turns outbox events into deliveries: claims a batch of unprocessed events (SKIP LOCKED, so several
 * workers split the outbox), writes one delivery per enabled endpoint of the event's retailer subscribed
 * to its type, with the body rendered once, and marks the events processed, all in one short
 * transaction. The unique (event, endpoint) index makes a replay harmless.
 */
export type FanOutResult = {
  events: number;
  deliveries: number;
  /** No enabled endpoint existed (the events were marked processed in bulk): there is nothing to deliver either. */
  noEndpoints?: true;
};

export async function fanOutEvents(db: DbOrTx, render: EventRenderer, options: { limit?: number; now?: Date; retailerIds?: number[] } = {}): Promise<FanOutResult> {
  const limit = options.limit ?? 200;
  const anyEndpoint = async (tx: DbOrTx) =>
    (
      await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt), options.retailerIds ? inArray(webhookEndpoints.retailerId, options.retailerIds) : undefined))
        .limit(1)
    ).length > 0;
  const run = async (tx: Transaction): Promise<FanOutResult> => {
    // No endpoint anywhere (most deployments until a merchant adds one): mark events processed in bulk.
    if (!(await anyEndpoint(tx))) {
      // `= any(array(…))`, not `in (…)`: planned against the LIMIT's 5,000 rows, `in` became a hash join
      // over a sequential scan of the whole outbox, which a worker woken by every event paid each round.
      const skipped = await tx.execute(sql`
        update outbox_events set processed_at = now()
        where id = any(array(
          select id from outbox_events where processed_at is null
          ${options.retailerIds ? sql`and retailer_id in ${sql.raw(`(${options.retailerIds.map(Number).join(',')})`)}` : sql``}
          order by processed_at, id limit 5000 for update skip locked))
        returning id`);
      // An endpoint committed between the check and the update must not miss those events: undo, and let
      // the next round fan them out.
      if (await anyEndpoint(tx)) tx.rollback();
      return { events: rowsOf(skipped).length, deliveries: 0, noEndpoints: true };
    }
    const events = await tx
      .select()
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.processedAt), options.retailerIds ? inArray(outboxEvents.retailerId, options.retailerIds) : undefined))
      .orderBy(asc(outboxEvents.processedAt), asc(outboxEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (events.length === 0) return { events: 0, deliveries: 0 };
    const retailerIds = [...new Set(events.map((e) => e.retailerId))];
    const endpoints = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.retailerId, retailerIds), eq(webhookEndpoints.enabled, true), isNull(webhookEndpoints.deletedAt)));
    const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
    const now = options.now ?? new Date();
    for (const event of events) {
      const targets = endpoints.filter((e) => e.retailerId === event.retailerId && subscribed(e, event));
      if (targets.length === 0) continue;
      const body = eventBody(event.type, event.createdAt, await render(tx, event));
      for (const endpoint of targets) {
        rows.push({ retailerId: event.retailerId, endpointId: endpoint.id, outboxEventId: event.id, eventId: event.eventId, eventType: event.type, body, nextAttemptAt: now });
      }
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(webhookDeliveries)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await tx
      .update(outboxEvents)
      .set({ processedAt: sql`now()` })
      .where(
        inArray(
          outboxEvents.id,
          events.map((e) => e.id),
        ),
      );
    return { events: events.length, deliveries: rows.length };
  };
  return db.transaction(run).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return { events: 0, deliveries: 0 };
    throw error;
  });
}
