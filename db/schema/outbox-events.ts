import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';

/**
 * Domain events (`application.created`, `lease.signed`, …) written in the same transaction as the change;
 * webhook workers claim undelivered rows with FOR UPDATE SKIP LOCKED.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull().defaultRandom(),
    retailerId: integer('retailer_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    processedAt: tsz('processed_at'),
  },
  (t) => [index('outbox_unprocessed_idx').on(t.processedAt, t.id)],
);

export type OutboxEvent = typeof outboxEvents.$inferSelect;
