import { z } from 'zod';
import { cancelLeaseSchema, leaseEntitySchema, paymentDetailsSchema } from '@/lib/core/leases/schemas';
import { applicationPaymentsSchema, leaseResponseSchema, leaseWithLedgerSchema, paymentsSchema } from '../lease-schemas';
import { defineEndpoint } from '../registry';
import { leaseRecordSchema, successEnvelope } from '../schemas';

const seeDocs = 'docs/leases.md lists every rule.';
const applicationParam = z.object({ application: z.string().describe('The application id or uuid.') });
const leaseParam = z.object({ lease: z.string().describe('The lease id, uuid or loan number.') });

export const pricingEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: '/score/payments',
    operationId: 'calculatePayments',
    summary: 'Calculate lease payments',
    description:
      'Prices one option at one payment frequency (Payment Details 2.12). With `application_id`, the model version, score, store rating, income frequency, store state and ZIP come from the application (what the request says about them is ignored) and the lease starts on the store\'s local day; without it they are required. ' +
      'States where leases are not offered are a 422 on `companyState`; state caps lower the multiplier. Approval limits are not checked here (they are when a lease is created). ' +
      seeDocs,
    tag: 'Pricing',
    permission: 'calculator.use',
    body: paymentDetailsSchema,
    response: { description: 'Payments (2.11) with the number of payments and the schedule.', schema: successEnvelope(paymentsSchema) },
    errors: [404],
  }),
  defineEndpoint({
    method: 'GET',
    path: '/applications/{application}/payments',
    operationId: 'getApplicationPayments',
    summary: 'Payments of the best approved option',
    description:
      "The payments of the application's best approved option (the highest approved amount; the earlier letter on a tie), for that whole amount, at the applicant's pay cadence (weekly and bi-weekly → 14-day). An application with no standing approval is 409.",
    tag: 'Pricing',
    permission: 'calculator.use',
    params: applicationParam,
    response: { description: 'Payments (2.11) plus the option and frequency priced.', schema: successEnvelope(applicationPaymentsSchema) },
    errors: [404, 409],
  }),
];

export const leaseEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: '/leases',
    operationId: 'createLease',
    summary: 'Create the lease of an approved application',
    description:
      'Cash price = Σ quantity × unit_price + deliveryCharge; amount leased = cash price − additionalDown, within the option\'s approved amount; additionalDown ≥ storeWillCollect; storeWillCollect ≤ the overage plus the extra down payment; include_warranty only at HVAC stores; the application must be approved (A) and unexpired. Each broken rule is a 422 naming its field and the numbers. ' +
      'The lease starts in state V and the application moves to L. One active lease per application: a second request is 409 unless `discard_esign: true`, which replaces an unsigned lease\'s terms (new loan number) and voids its open signing link in the same transaction. ' +
      'E-signature (docs/esign.md): unless `create_esign: false`, a 72-hour, single-use signing link is opened. `esign_type` `embedded` (default) answers it in `esign.url` and, after signing, sends the browser to `esign_return_url` (http/https only); `email` / `sms` send it to the applicant (`esign.url` null; 422 on `esign_type` when the applicant has no such address). ' +
      'The lease record\'s `envelope_id` is the envelope, `esign_location` its type, `e_sign_contract_url` the open signing link (once signed: the signed contract\'s URL). ' +
      seeDocs,
    tag: 'Leases',
    permission: 'lease.create',
    body: leaseEntitySchema,
    response: { description: 'The lease, its terms and calculations.', schema: successEnvelope(leaseResponseSchema) },
    errors: [403, 404, 409],
  }),
  defineEndpoint({
    method: 'GET',
    path: '/leases/{lease}',
    operationId: 'getLease',
    summary: 'Retrieve a lease',
    description:
      'The lease (by id, uuid or loan number) with its terms, items, calculations, newest e-sign envelope (`esign`) and payments ledger: `balance`, `amount_paid`, `payoff_amount`, `next_payment`, `card_on_file` and `payments`, newest first (docs/payments.md). Replaced leases are found too (their `deleted_at` is set). `e_sign_contract_url`: the open signing link, or once signed (state S) the URL of the signed contract (GET /leases/{lease}/signed-contract); null otherwise.',
    tag: 'Leases',
    permission: 'application.read',
    params: leaseParam,
    response: { description: 'The lease with its payments ledger.', schema: successEnvelope(leaseWithLedgerSchema) },
    errors: [404],
  }),
  defineEndpoint({
    method: 'POST',
    path: '/leases/{lease}/deliver',
    operationId: 'deliverLease',
    summary: 'Confirm delivery of a signed lease',
    description:
      'Moves a signed lease (S) to delivered (D); any other state is 409 (docs/states.md). Merchant tokens hold `lease.deliver`: the store confirms delivery from its own order system.',
    tag: 'Leases',
    permission: 'lease.deliver',
    params: leaseParam,
    response: { description: 'The lease record (2.8).', schema: successEnvelope(leaseRecordSchema) },
    errors: [403, 404, 409],
  }),
  defineEndpoint({
    method: 'POST',
    path: '/leases/{lease}/cancel',
    operationId: 'cancelLease',
    summary: 'Cancel a lease',
    description:
      'Cancels a lease (→ X) with a `reason` (3–500 characters), and its application with it (`lease.cancelled`, audited; the reason travels with the event, not into the audit log). A merchant token may cancel only a lease not yet delivered (V awaiting signature, S signed), for an order cancelled in the shop; from D (delivered) on a token gets 409 and only Leaseline staff may cancel. F, P and X are 409 for everyone (docs/states.md).',
    tag: 'Leases',
    permission: 'lease.cancel',
    params: leaseParam,
    body: cancelLeaseSchema.omit({ lease: true }),
    response: { description: 'The lease record (2.8), now X.', schema: successEnvelope(leaseRecordSchema) },
    errors: [403, 404, 409],
  }),
  defineEndpoint({
    method: 'GET',
    path: '/leases/{lease}/signed-contract',
    operationId: 'getSignedContract',
    summary: 'Download the signed contract',
    description:
      'The contract as signed through its e-sign link: the agreement with the lessee\'s signature and the audit page (signer, consent and signing times, IP address, user agent, SHA-256 of the unsigned and signed agreement). The PDF itself (`application/pdf`, `Repr-Digest` with its SHA-256), not enveloped. 404 outside scope or before the lease is signed. Every download is audited.',
    tag: 'Leases',
    permission: 'contract.read',
    params: leaseParam,
    response: { description: 'The signed PDF.', schema: z.string().describe('The PDF bytes.'), contentType: 'application/pdf' },
    errors: [403, 404],
  }),
];
