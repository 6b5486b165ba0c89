import { z } from 'zod';
import { defineEndpoint } from '../registry';
import { successEnvelope } from '../schemas';

export const storeLeaseLimitsSchema = z.object({
  store_id: z.number().int(),
  store_slug: z.string(),
  store_state: z.string().describe("The store's two-letter state."),
  min_amount: z.number().describe('The smallest amount a lease may finance, in dollars.'),
  max_amount: z.number().describe('The largest amount any approval can reach, in dollars; a cart above it cannot be leased in full.'),
  excluded_states: z.array(z.string()).describe('Two-letter states whose residents cannot lease, sorted.'),
});

export const storeEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/stores/{store}/lease-limits',
    operationId: 'getStoreLeaseLimits',
    summary: "A store's lease limits",
    description:
      "What a shop checks before it offers Leaseline for a cart (e-commerce plugins: integrations/vendure): the smallest and largest amount a lease may finance at this store and the states where leases are not offered. Read-only; the same rate card and state table the lease's own checks use. A store outside the token's scope is 404.",
    tag: 'Stores',
    permission: 'calculator.use',
    params: z.object({ store: z.string().describe("The store's slug, e.g. `houston`.") }),
    response: {
      description: 'The limits.',
      schema: successEnvelope(storeLeaseLimitsSchema),
      example: { status: true, code: 200, data: { store_id: 1, store_slug: 'houston', store_state: 'TX', min_amount: 100, max_amount: 4500, excluded_states: ['MN', 'NJ', 'VT', 'WI', 'WY'] } },
    },
    errors: [404],
  }),
];
