import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { retailers } from './retailers';

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * A retailer's webhook endpoint (docs/webhooks.md). The signing secret is sealed with the field
 * encryption (associated data `webhook_endpoints:{id}:secret`); during a rotation the previous secret
 * stays valid, and is signed with too, until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types, or `['*']` for every one. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretKeyVersion: integer('secret_key_version').notNull(),
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretKeyVersion: integer('previous_secret_key_version'),
    previousSecretExpiresAt: tsz('previous_secret_expires_at'),
    /** Set by the first failed attempt after a success; an endpoint failing for 5 days is disabled. */
    failingSince: tsz('failing_since'),
    deletedAt: tsz('deleted_at'),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_retailer_idx').on(t.retailerId, t.createdAt)],
);

/**
 * One row per event × subscribed endpoint. `body` is the signed JSON, rendered once at fan-out so every
 * retry (and a resend) carries the same bytes. A claimed row's `next_attempt_at` is pushed past the
 * attempt's time limit, so a crashed worker's claim is picked up again (at least once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retailerId: integer('retailer_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** outbox_events.id */
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }).notNull(),
    /** outbox_events.event_id: the `webhook-id` header, the same on every retry. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Index into the retry schedule; a resend starts it over. */
    retryStep: integer('retry_step').notNull().default(0),
    responseStatus: integer('response_status'),
    lastAttemptAt: tsz('last_attempt_at'),
    nextAttemptAt: tsz('next_attempt_at'),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.outboxEventId, t.endpointId),
  ],
);

/** Every HTTP attempt of a delivery: status code (null on a network error or timeout), time taken, 1 KiB of the answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    manual: boolean('manual').notNull().default(false),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
