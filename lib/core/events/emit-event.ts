import { outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import type { EventType } from './event-types';

export { eventTypes, type EventType } from './event-types';

/** Adds a domain event to the outbox inside the caller's transaction; delivery happens after commit. */
export async function emitEvent(tx: Transaction, retailerId: number, type: EventType, payload: Record<string, unknown>): Promise<void> {
  await tx.insert(outboxEvents).values({ retailerId, type, payload });
}
