import { z } from 'zod';
import { leasePaymentBatchDocSchema, leasePaymentSchema, saveAndChargeSchema } from '@/lib/core/payments/schemas';
import { chargeResultSchema, saveAndChargeResultSchema } from '../payment-schemas';
import { defineEndpoint } from '../registry';
import { successEnvelope } from '../schemas';

const seeDocs = 'docs/payments.md lists every rule.';
const common =
  'Payments are accepted while the lease is signed (S), delivered (D) or funded (F). A payment that brings the balance to 0, or is at least `payoff_amount`, pays the lease out (P, `lease.paid_out`). A value that looks like a full card number in any field is a 422 (never stored or logged). Send an `Idempotency-Key` to retry safely: nothing is ever charged twice. ';

export const paymentEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: '/applications/save-and-charge-card',
    operationId: 'saveAndChargeCard',
    summary: 'Keep a card for a lease and charge it',
    description:
      'SaveCard (2.15): charges the processor token for `amount` (dollars, a number or a decimal string) and, when the charge succeeds, keeps the card (token reference, brand, last four, expiry) as the lease\'s card on file; a declined card is not kept. The CVV is validated (3–4 digits) and dropped. ' +
      common +
      'A decline is a 402 with `decline_code` and `payment_id`; a transient processor failure a 502 with `Retry-After`; both are recorded as failed payments. 409 when the lease does not take payments, 422 when the amount is above the balance. ' +
      seeDocs,
    tag: 'Payments',
    permission: 'payment.charge',
    body: saveAndChargeSchema,
    response: { description: 'The payment, the lease after it, and the card kept.', schema: successEnvelope(saveAndChargeResultSchema) },
    errors: [402, 403, 404, 409, 502],
  }),
  defineEndpoint({
    method: 'POST',
    path: '/cards/charge',
    operationId: 'chargeLeasePayments',
    summary: 'Collect lease payments in a batch',
    description:
      "A JSON array of 1–500 LeasePayment items, for the merchant's scheduler: each charges its lease's card on file (or `card_id`, which must be a card of that lease). Each item is its own payment; one failure never fails the others. The answer is one result per item, in order; a failed item has `status: \"failed\"` and a `failure_code`. Only a body that is not such a list is a 422. " +
      common +
      seeDocs,
    tag: 'Payments',
    permission: 'payment.charge',
    body: leasePaymentBatchDocSchema,
    response: { description: 'One result per item, in order.', schema: successEnvelope(z.array(chargeResultSchema)) },
    errors: [403],
  }),
  defineEndpoint({
    method: 'POST',
    path: '/cards/charge-card',
    operationId: 'chargeCardOnFile',
    summary: "Charge a lease's card on file (phone system)",
    description:
      'Charges the card on file (or `card_id`) for `amount`. ' +
      common +
      '409 when the lease has no card on file or does not take payments; 402 on a decline; 502 with `Retry-After` on a transient processor failure; 422 when the amount is above the balance. ' +
      seeDocs,
    tag: 'Payments',
    permission: 'payment.charge',
    body: leasePaymentSchema,
    response: { description: 'The result, as one item of POST /cards/charge.', schema: successEnvelope(chargeResultSchema) },
    errors: [402, 403, 404, 409, 502],
  }),
];
