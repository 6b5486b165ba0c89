import { z } from 'zod';
import { subscribableEventTypes } from '@/lib/core/webhooks/schemas';
import { applicationRecordSchema } from './application-schemas';
import { leaseResponseSchema } from './lease-schemas';

const eventList = z.array(z.string()).describe(`Event types (${subscribableEventTypes.join(', ')}), or ["*"] for every one.`);

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  retailer_id: z.number().int(),
  url: z.string().describe('https, resolving to public addresses only (unless the deployment sets WEBHOOK_ALLOW_PRIVATE_TARGETS=true).'),
  description: z.string(),
  events: eventList,
  enabled: z.boolean(),
  disabled_reason: z.enum(['manual', 'gone', 'failing', 'deleted']).nullable().describe('Why the endpoint is disabled: by hand, it answered 410, or it failed every delivery for 5 days.'),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});

export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  secret: z.string().describe('`whsec_` + base64 of 32 random bytes. Shown only in this answer; keep it.'),
});

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  endpoint_id: z.string().uuid(),
  event_id: z.string().uuid().describe('The `webhook-id` header: the same on every retry and re-send.'),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable().describe('The status code of the last attempt; null when no answer came (network error, timeout, refused target).'),
  next_attempt_at: z.string().datetime().nullable(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
});

/** A payment event's data, as the payments API returns the payment (the payments branch writes them). */
export const webhookPaymentDataSchema = z.object({
  id: z.string().uuid().describe('The payment, as listed in the ledger of GET /leases/{lease}.'),
  amount: z.number().describe('Dollars.'),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failure_code: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last_four: z.string().nullable() }),
  source_system: z.string().nullable(),
  created_at: z.string().datetime(),
  lease_id: z.number().int(),
  loan_number: z.string(),
  application_id: z.number().int(),
  store_id: z.number().int(),
  balance: z.number().describe('Dollars still owed after this payment.'),
});

export const webhookTestDataSchema = z.object({ endpoint_id: z.string().uuid(), message: z.string() });

/** Every event a webhook endpoint receives, with the schema of its `data`. */
export const webhookEvents: { type: string; summary: string; data: z.ZodType }[] = [
  { type: 'application.created', summary: 'An application was submitted.', data: applicationRecordSchema },
  { type: 'application.decided', summary: 'An application was decided (approved, declined or sent to review).', data: applicationRecordSchema },
  { type: 'application.verified', summary: 'The applicant verified their contact details.', data: applicationRecordSchema },
  { type: 'application.expired', summary: 'An approval reached its 30 days unused.', data: applicationRecordSchema },
  { type: 'lease.created', summary: 'A lease was created.', data: leaseResponseSchema },
  { type: 'lease.signed', summary: 'The applicant signed the lease.', data: leaseResponseSchema },
  { type: 'lease.delivered', summary: 'The store confirmed delivery.', data: leaseResponseSchema },
  { type: 'lease.funded', summary: 'The merchant was paid; payments are due.', data: leaseResponseSchema },
  { type: 'lease.paid_out', summary: 'The lease is paid out: the customer owns the goods.', data: leaseResponseSchema },
  { type: 'lease.cancelled', summary: 'The lease was cancelled.', data: leaseResponseSchema },
  { type: 'payment.succeeded', summary: 'A card payment succeeded.', data: webhookPaymentDataSchema },
  { type: 'payment.failed', summary: 'A card payment failed.', data: webhookPaymentDataSchema },
  { type: 'webhook.test', summary: 'Sent by POST /webhook-endpoints/{id}/test.', data: webhookTestDataSchema },
];

/** The signed body of one event type. */
export function webhookBodySchema(type: string, data: z.ZodType) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string().datetime().describe('When the event happened (ISO 8601, UTC).'),
    data,
  });
}
