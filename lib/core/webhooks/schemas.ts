import { z } from 'zod';
import { domainEventTypes } from '../events/event-types';

// No database or server imports here: the portal's form bundles this file for the browser.

/** The event types an endpoint can subscribe to: every domain event (webhook.test always reaches the one endpoint it tests). */
export const subscribableEventTypes = domainEventTypes;

const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

const eventsField = z
  .array(z.union([z.literal('*'), z.enum(subscribableEventTypes)]), { message: 'Give a list of event types, or ["*"].' })
  .min(1, 'Subscribe to at least one event type, or ["*"] for all.')
  .max(subscribableEventTypes.length + 1)
  .transform((events): (typeof events)[number][] => (events.includes('*') ? ['*'] : [...new Set(events)].sort()));

export const createWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1, 'The URL is required.').max(2000),
  description: z.string().trim().max(500).default(''),
  events: eventsField.default(['*']),
  enabled: z.boolean().default(true),
  /** Admins only (no retailer of their own): whose endpoint this is. */
  retailer_id: z.coerce.number().int().positive().optional(),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(2000).optional(),
  description: z.string().trim().max(500).optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

export const MAX_DELIVERIES_PER_PAGE = 100;

export const listDeliveriesSchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).catch(1).default(1),
  per_page: z.coerce.number().int().positive().max(MAX_DELIVERIES_PER_PAGE).catch(15).default(15),
  status: z.enum(webhookDeliveryStatuses).optional().catch(undefined),
  event_type: z.string().max(64).optional().catch(undefined),
});
export type ListDeliveriesInput = z.input<typeof listDeliveriesSchema>;

/** An endpoint as the API returns it; `secret` only in the answers of creation and rotation. */
export type WebhookEndpointView = {
  id: string;
  retailer_id: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
  secret?: string;
};

export type WebhookDeliveryView = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  response_status: number | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
};
