import { outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';

export const eventTypes = [
  'application.created',
  'application.decided',
  'application.verified',
  'application.expired',
  'lease.created',
  'lease.signed',
  'lease.delivered',
  'lease.funded',
  'lease.paid_out',
  'lease.cancelled',
  'payment.succeeded',
  'payment.failed',
  'webhook.test',
] as const;
export type EventType = (typeof eventTypes)[number];

/** Adds a domain event to the outbox inside the caller's transaction; delivery happens after commit. */
export async function emitEvent(tx: Transaction, retailerId: number, type: EventType, payload: Record<string, unknown>): Promise<void> {
  await tx.insert(outboxEvents).values({ retailerId, type, payload });
}
