import { outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { executePrepared } from '@/db/prepared-statements';
import type { EventType } from './event-types';

export { eventTypes, type EventType } from './event-types';

/** Adds a domain event to the outbox inside the caller's transaction; delivery happens after commit. */
export async function emitEvent(tx: Transaction, retailerId: number, type: EventType, payload: Record<string, unknown>): Promise<void> {
  // Prepared: every change that emits an event writes one.
  await executePrepared('outbox_event_insert', tx.insert(outboxEvents).values({ retailerId, type, payload }));
}
