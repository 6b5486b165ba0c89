import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';

export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * The development outbox: with no SMTP server (`SMTP_URL`) or SMS gateway (`SMS_GATEWAY_URL`)
 * configured, every message that would have left is kept here instead, whole, so admins can read it
 * in the portal (`outbox.read`). Production deployments configure the adapters and this stays empty.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    retailerId: integer('retailer_id'),
    applicationId: integer('application_id'),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt, t.id), index('outbox_messages_retailer_idx').on(t.retailerId, t.createdAt)],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
