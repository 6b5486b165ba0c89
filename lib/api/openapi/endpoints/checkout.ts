import { z } from 'zod';
import { checkoutOriginsSchema } from '@/lib/core/checkout/schemas';
import { checkoutOriginsResponseSchema, checkoutRecordSchema } from '../checkout-schemas';
import { defineEndpoint } from '../registry';
import { successEnvelope } from '../schemas';

const seeDocs = 'docs/checkout.md describes checkout.js and the hosted application.';

export const checkoutEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/checkout/origins',
    operationId: 'getCheckoutOrigins',
    summary: 'List the checkout origins',
    description: 'The retailer\'s allowlist of shop origins that may frame the hosted application and receive its result. Retailer tokens only: a token bound to a store is 403. ' + seeDocs,
    tag: 'Checkout',
    permission: 'checkout.manage',
    response: { description: 'The allowlist, sorted.', schema: successEnvelope(checkoutOriginsResponseSchema), example: { status: true, code: 200, data: { origins: ['https://shop.example.com'] } } },
    errors: [403],
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/checkout/origins',
    operationId: 'replaceCheckoutOrigins',
    summary: 'Replace the checkout origins',
    description:
      'Replaces the whole set (no order; duplicates collapse). Each origin is `scheme://host[:port]` with no path, query or wildcard, `https` unless the host is `localhost` or `127.0.0.1`; at most 20. One bad origin is a 422 naming it (`origins.<index>`) and nothing changes. An empty list turns the hosted checkout off. Retailer tokens only: a token bound to a store is 403. ' +
      seeDocs,
    tag: 'Checkout',
    permission: 'checkout.manage',
    body: checkoutOriginsSchema,
    response: { description: 'The allowlist now in force, sorted.', schema: successEnvelope(checkoutOriginsResponseSchema) },
    errors: [403],
  }),
  defineEndpoint({
    method: 'GET',
    path: '/checkouts/{checkoutId}',
    operationId: 'getCheckout',
    summary: 'Confirm a checkout',
    description:
      'The server-side truth behind a checkout.js callback: status, the application and its state, whether the applicant verified, approved amount and options, the shop\'s reference and the timestamps. The browser callback is a convenience; confirm here before shipping goods. Checkouts expire 24 hours after they open. Another store\'s or retailer\'s checkout is 404. ' +
      seeDocs,
    tag: 'Checkout',
    permission: 'application.read',
    params: z.object({ checkoutId: z.string().describe('The `checkoutId` the callback received.') }),
    response: { description: 'The checkout.', schema: successEnvelope(checkoutRecordSchema) },
    errors: [404],
  }),
];
