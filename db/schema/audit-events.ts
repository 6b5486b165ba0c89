import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';

/** Who did what, when. Written in the same transaction as the change it records; never holds PII. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    retailerId: integer('retailer_id'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_entity_idx').on(t.entityType, t.entityId, t.createdAt), index('audit_retailer_idx').on(t.retailerId, t.createdAt)],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
