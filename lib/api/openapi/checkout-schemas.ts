import { z } from 'zod';

/** Response shapes of the checkout endpoints (docs/checkout.md). */
export const checkoutOriginsResponseSchema = z.object({
  origins: z.array(z.string()).describe('The allowlist, sorted: `scheme://host[:port]` each.'),
});

export const checkoutOptionSchema = z.object({
  option: z.string().describe('Option letter (A, B, C).'),
  amount: z.number().describe('Approved amount of the option, dollars.'),
  down_payment: z.number().nullable().describe('Initial payment of the option, dollars.'),
});

export const checkoutRecordSchema = z.object({
  checkout_id: z.string(),
  status: z.enum(['open', 'approved', 'review', 'declined', 'expired']).describe('`open` until the shopper submits; `expired` when never submitted within 24 hours.'),
  store_id: z.number().int(),
  application_id: z.number().int().nullable(),
  uuid: z.string().nullable().describe("The application's uuid."),
  application_state: z.string().nullable().describe("The application's state code now (V, A, R, N, L, E, …)."),
  verified: z.boolean().describe('True once the applicant confirmed the verification code.'),
  approved_amount: z.number().nullable().describe('Highest approved amount, dollars; null unless approved.'),
  options: z.array(checkoutOptionSchema),
  reference_id: z.string().nullable().describe('The shop\'s own reference given to `apply()`.'),
  cart_total: z.number().nullable(),
  locale: z.enum(['en', 'es']),
  expired: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  expires_at: z.string(),
  updated_at: z.string(),
});
