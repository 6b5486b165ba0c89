import type { WebhookEndpoint } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';
import { claimDueDeliveries } from './claim-deliveries';
import { fanOutEvents, type EventRenderer } from './fan-out';
import { sendWebhook, type SendResult } from './http-send';
import { notifyDisabledEndpoints } from './notify-disabled';
import { recordAttemptResults, type AttemptOutcome } from './record-results';
import { signatureHeader, signingSecrets } from './secrets';

export type DeliveryOptions = {
  render: EventRenderer;
  /** Deliveries claimed per round. */
  batchSize?: number;
  /** HTTP calls in flight at once. */
  concurrency?: number;
  /** Per attempt; 10 s unless a test shortens it. */
  timeoutMs?: number;
  /** Only these retailers' events and deliveries (tests sharing a database; sharding). */
  retailerIds?: number[];
  /** The clock, for tests that step past a retry's wait. */
  now?: () => Date;
};

export type RoundResult = { events: number; fannedOut: number; attempted: number; succeeded: number };

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(lanes);
  return out;
}

/**
 * One round of the delivery worker: fan new outbox events out into deliveries, claim what is due, send
 * it (no lock held meanwhile), record the outcomes, and tell managers about endpoints disabled by them.
 */
export async function deliverRound(db: DbOrTx, options: DeliveryOptions): Promise<RoundResult> {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fanned = await fanOutEvents(db, options.render, { now: now(), retailerIds: options.retailerIds });
  // Deliveries are claimed only for enabled endpoints: with none (most deployments until a merchant adds
  // one) the round is over, and the worker woken by every event skips the claim's transaction.
  if (fanned.noEndpoints) return { events: fanned.events, fannedOut: 0, attempted: 0, succeeded: 0 };
  const { deliveries, endpoints } = await claimDueDeliveries(db, { limit: options.batchSize ?? 200, leaseMs: timeoutMs + 60_000, now: now(), retailerIds: options.retailerIds });
  // Each endpoint's secrets are decrypted once a round, not once a delivery.
  const secrets = new Map<string, string[]>();
  const secretsOf = (endpoint: WebhookEndpoint) => {
    let list = secrets.get(endpoint.id);
    if (!list) secrets.set(endpoint.id, (list = signingSecrets(endpoint, now())));
    return list;
  };
  const outcomes = await mapLimited(deliveries, options.concurrency ?? 100, async (delivery): Promise<AttemptOutcome> => {
    const endpoint = endpoints.get(delivery.endpointId);
    let result: SendResult;
    if (!endpoint) {
      result = { status: null, durationMs: 0, excerpt: null, error: 'The endpoint no longer exists.' };
    } else {
      const timestamp = Math.floor(now().getTime() / 1000);
      const signature = signatureHeader(secretsOf(endpoint), delivery.eventId, timestamp, delivery.body);
      result = await sendWebhook({
        url: endpoint.url,
        body: delivery.body,
        timeoutMs,
        headers: { 'webhook-id': delivery.eventId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
      });
    }
    return { delivery, result };
  });
  const disabled = await recordAttemptResults(db, outcomes, now());
  await notifyDisabledEndpoints(db, disabled);
  return {
    events: fanned.events,
    fannedOut: fanned.deliveries,
    attempted: outcomes.length,
    succeeded: outcomes.filter((o) => o.result.status !== null && o.result.status >= 200 && o.result.status < 300).length,
  };
}
