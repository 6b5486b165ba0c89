import { sql } from 'drizzle-orm';
import { outboxEvents } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { EventType } from './event-types';

export { eventTypes, type EventType } from './event-types';

/** Adds a domain event to the outbox inside the caller's transaction; delivery happens after commit. */
export async function emitEvent(tx: Transaction, retailerId: number, type: EventType, payload: Record<string, unknown>): Promise<void> {
  await insertEvent(tx).execute({ retailerId, type, payload });
}

// Composed once (db/prepared-statements.ts): every change that emits an event writes one.
const insertEvent = (tx: Transaction) =>
  prepared(tx, 'outbox_event_insert', () =>
    tx.insert(outboxEvents).values({ retailerId: sql.placeholder('retailerId'), type: sql.placeholder('type'), payload: sql.placeholder('payload') }),
  );
