import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { auditEvents } from '@/db/schema';
import { webhookAttempts, webhookEndpoints } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';
import type { ClaimedDelivery } from './claim-deliveries';
import type { SendResult } from './http-send';
import { FAILING_ENDPOINT_DISABLE_MS, retryDelayMs } from './retry-schedule';

export type AttemptOutcome = { delivery: ClaimedDelivery; result: SendResult };
export type DisabledEndpoint = { endpointId: string; retailerId: number; reason: 'gone' | 'failing' };

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;
const system = { actorType: 'system', actorId: null, ip: null } as const;

/**
 * Writes a batch of attempts in one transaction: the attempt log, each delivery's new state (succeeded;
 * retry scheduled with jitter; failed when the schedule is spent or the receiver answered 410), and the
 * endpoints' health: a 410 disables its endpoint at once, and an endpoint whose deliveries have all
 * failed for 5 days is disabled. Retries, final failures and disables are audited. Returns the endpoints
 * disabled here, so the caller can tell their managers after commit.
 */
export async function recordAttemptResults(db: DbOrTx, outcomes: AttemptOutcome[], now = new Date()): Promise<DisabledEndpoint[]> {
  if (outcomes.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(
      outcomes.map(({ delivery, result }) => ({
        deliveryId: delivery.id,
        responseStatus: result.status,
        durationMs: result.durationMs,
        responseExcerpt: result.excerpt,
        error: result.error,
        createdAt: now,
      })),
    );
    const updates: ReturnType<typeof sql>[] = [];
    const audits: (typeof auditEvents.$inferInsert)[] = [];
    const succeededEndpoints = new Set<string>();
    const failedEndpoints = new Set<string>();
    const goneEndpoints = new Map<string, number>();
    for (const { delivery, result } of outcomes) {
      const facts = { deliveryId: delivery.id, eventId: delivery.eventId, eventType: delivery.eventType, attempt: delivery.attempts, responseStatus: result.status };
      if (ok(result.status)) {
        succeededEndpoints.add(delivery.endpointId);
        updates.push(sql`(${delivery.id}::uuid, 'succeeded', ${result.status}::int, ${delivery.retryStep}::int, null::timestamptz)`);
        continue;
      }
      failedEndpoints.add(delivery.endpointId);
      const delay = result.status === 410 ? null : retryDelayMs(delivery.retryStep);
      if (result.status === 410) goneEndpoints.set(delivery.endpointId, delivery.retailerId);
      if (delay === null) {
        updates.push(sql`(${delivery.id}::uuid, 'failed', ${result.status}::int, ${delivery.retryStep}::int, null::timestamptz)`);
        audits.push({ ...system, retailerId: delivery.retailerId, action: 'webhook.delivery_failed', entityType: 'webhook_delivery', entityId: delivery.id, data: facts });
      } else {
        const next = new Date(now.getTime() + delay);
        updates.push(sql`(${delivery.id}::uuid, 'pending', ${result.status}::int, ${delivery.retryStep + 1}::int, ${next.toISOString()}::timestamptz)`);
        audits.push({
          ...system,
          retailerId: delivery.retailerId,
          action: 'webhook.delivery_retry_scheduled',
          entityType: 'webhook_delivery',
          entityId: delivery.id,
          data: { ...facts, nextAttemptAt: next.toISOString() },
        });
      }
    }
    // A delivery failed meanwhile (its endpoint was deleted mid-attempt) stays failed.
    await tx.execute(sql`
      update webhook_deliveries d
      set status = v.status, response_status = v.response_status, retry_step = v.retry_step, next_attempt_at = v.next_at, updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(updates, sql`, `)}) as v(id, status, response_status, retry_step, next_at)
      where d.id = v.id and d.status = 'pending'`);

    const disabled: DisabledEndpoint[] = [];
    if (succeededEndpoints.size) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(inArray(webhookEndpoints.id, [...succeededEndpoints]), sql`${webhookEndpoints.failingSince} is not null`));
    }
    const stillFailing = [...failedEndpoints].filter((id) => !succeededEndpoints.has(id));
    if (stillFailing.length) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: now })
        .where(and(inArray(webhookEndpoints.id, stillFailing), isNull(webhookEndpoints.failingSince)));
      const gone = await disable(tx, [...goneEndpoints.keys()], 'gone', now);
      const failing = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            inArray(webhookEndpoints.id, stillFailing),
            eq(webhookEndpoints.enabled, true),
            lte(webhookEndpoints.failingSince, new Date(now.getTime() - FAILING_ENDPOINT_DISABLE_MS)),
          ),
        );
      const longFailing = await disable(
        tx,
        failing.map((f) => f.id),
        'failing',
        now,
      );
      for (const [list, reason] of [
        [gone, 'gone'],
        [longFailing, 'failing'],
      ] as const) {
        for (const row of list) {
          disabled.push({ endpointId: row.id, retailerId: row.retailerId, reason });
          audits.push({ ...system, retailerId: row.retailerId, action: 'webhook.endpoint_disabled', entityType: 'webhook_endpoint', entityId: row.id, data: { reason } });
        }
      }
    }
    if (audits.length) await tx.insert(auditEvents).values(audits);
    return disabled;
  });
}

async function disable(tx: DbOrTx, ids: string[], reason: 'gone' | 'failing', now: Date) {
  if (ids.length === 0) return [];
  return tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(inArray(webhookEndpoints.id, ids), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id, retailerId: webhookEndpoints.retailerId });
}
