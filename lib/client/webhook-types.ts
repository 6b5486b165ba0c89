import type { z } from 'zod';
import type { webhookDeliverySchema, webhookEndpointSchema, webhookEndpointWithSecretSchema } from '@/lib/api/openapi/webhook-schemas';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '@/lib/core/webhooks/schemas';

export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretSchema>;
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;
export type CreateWebhookEndpointBody = Omit<CreateWebhookEndpointInput, 'retailer_id'>;
export type UpdateWebhookEndpointBody = UpdateWebhookEndpointInput;
export type WebhookDeliveriesQuery = { page?: number; per_page?: number; status?: 'pending' | 'succeeded' | 'failed'; event_type?: string };
