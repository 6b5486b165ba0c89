/**
 * Every domain event the outbox carries, in one dependency-free list: the core emits them, webhook
 * endpoints subscribe to them, and the portal's browser form bundles this file.
 */
export const domainEventTypes = [
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
] as const;

/** The domain events and `webhook.test`, which only ever reaches the endpoint it tests. */
export const eventTypes = [...domainEventTypes, 'webhook.test'] as const;
export type EventType = (typeof eventTypes)[number];
