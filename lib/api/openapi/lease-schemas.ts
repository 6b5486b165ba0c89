import { z } from 'zod';
import { leaseRecordSchema } from './schemas';
import { ledgerFieldsSchema } from './payment-schemas';

/**
 * Response shapes of the pricing and lease endpoints (API 2.11, 4.13, 4.16, 4.19), matching
 * lib/api/presenters/payments.ts and lease.ts field for field. docs/leases.md explains each field.
 */

const currencyText = z.string().describe('Currency text, e.g. "$1,234.50".');
const dollars = z.number().describe('Dollars, rounded to cents.');
const nullableDollars = z.number().nullable().describe('Dollars, rounded to cents; null for leases without stored terms.');
const optionLetter = z.enum(['A', 'B', 'C']);
const paymentFrequency = z.enum(['14-day', '28-day', 'semi-monthly', 'monthly']);

export const paymentsScheduleItemSchema = z.object({
  n: z.number().int().min(1).describe('Payment number, from 1.'),
  date: z.iso.date().describe('Due date, YYYY-MM-DD.'),
  paymentAmount_no_tax: dollars,
  tax: dollars.describe('Sales tax on the payment.'),
  ocp_amount: dollars.describe('Care-plan charge (0 without the care plan).'),
  total: dollars.describe('Everything charged that day: payment, tax and care plan.'),
  remainingBalance: dollars.describe('What is still to be paid after this payment; 0 after the last.'),
});

/** Payments (2.11) with the number of payments and the schedule. */
export const paymentsSchema = z.object({
  modelVersionUsed: z.string().describe('The model version (rate card) priced with, e.g. "1".'),
  term: z.number().int().describe('Term in months.'),
  leaseAmount: currencyText.describe('The lease amount asked about (the cash price of a lease), as currency text.'),
  paymentAmount: dollars.describe('Each payment with sales tax (the care plan is `ocp_amount`, on top).'),
  paymentAmount_no_tax: dollars.describe('Each payment before tax.'),
  total: currencyText.describe('All payments with tax.'),
  mult: z.number().describe('Total of payments ÷ amount leased; lowered where a state caps the total cost.'),
  firstPaymentDate: z.string().describe('Long-form US date, e.g. "Friday, December 4, 2026".'),
  total_cost_ownership: dollars.describe('Initial payment with its tax + all payments with tax.'),
  ocp_amount: dollars.describe('Care-plan charge per payment; 0 unless included.'),
  lease_deposit: currencyText.describe('The initial payment, before tax.'),
  express_pay_3_month: currencyText.describe('90-day purchase option: what to pay, on top of the scheduled payments, by lease start + 90 days.'),
  express_pay_6_month: currencyText.describe('6-month early purchase amount.'),
  express_pay_9_month: currencyText.describe('9-month early purchase amount.'),
  numberOfPayments: z.number().int().min(1),
  schedule: z.array(paymentsScheduleItemSchema).describe('Every payment; the rows sum to the totals to the cent.'),
});

/** GET /applications/{application}/payments: Payments plus what was priced. */
export const applicationPaymentsSchema = paymentsSchema.extend({
  option: optionLetter.describe('The best approved option: the highest approved amount (earlier letter on a tie).'),
  paymentFrequency: paymentFrequency.describe("The applicant's pay cadence: weekly and bi-weekly → 14-day, semi-monthly, monthly."),
});

export const esignEnvelopeSchema = z.object({
  envelope_id: z.uuid().describe("The envelope; also the lease record's `envelope_id`."),
  esign_type: z.enum(['embedded', 'email', 'sms']).describe('`embedded` (the default): signing in the store from `url`; `email` / `sms`: the link was sent to the applicant.'),
  status: z.enum(['open', 'signed', 'voided', 'expired']).describe('`expired`: open but past `expires_at`. A voided link (discard_esign, re-send, void) answers "voided".'),
  url: z
    .string()
    .nullable()
    .describe('The signing page (`/sign/{token}`, single use, 72 hours) of an open `embedded` envelope, for callers that may manage e-sign; after signing the browser goes to `esign_return_url`. Null when the link went by email or SMS, or the envelope is closed.'),
  expires_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable().describe('When the email or SMS was handed to its adapter; null for embedded, or if the hand-over failed (send it again from the portal).'),
  signed_at: z.iso.datetime().nullable(),
});

/** A lease as POST /leases and GET /leases/{lease} answer it: the 2.8 record, its terms and calculations. */
export const leaseResponseSchema = leaseRecordSchema.extend({
  option: optionLetter.nullable(),
  paymentFrequency: paymentFrequency.nullable(),
  deliveryCharge: nullableDollars,
  additionalDown: nullableDollars,
  storeWillCollect: nullableDollars,
  proposed_down_payment: nullableDollars,
  amount_leased: nullableDollars.describe('Cash price − additional down payment.'),
  include_warranty: z.boolean().nullable(),
  ocp_included: z.boolean().nullable(),
  primary_language: z.enum(['en', 'es']).nullable(),
  items: z.array(
    z.object({
      sku: z.string().nullable(),
      quantity: z.number().int().min(1),
      unit_price: dollars,
      description: z.string(),
      total: dollars.describe('quantity × unit_price.'),
    }),
  ),
  sales_person: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  calculations: paymentsSchema.nullable().describe('What POST /score/payments answers for the same application, option, frequency, cash price, down payment and care plan; null for leases without stored terms.'),
  esign: esignEnvelopeSchema.nullable().describe("The lease's newest e-sign envelope; null with `create_esign: false` (none is opened). Never a placeholder URL."),
  replaced_lease: z
    .object({ id: z.number().int(), uuid: z.uuid(), loan_number: z.string() })
    .nullable()
    .describe('The lease whose terms this one replaced (discard_esign: true).'),
});

/** GET /leases/{lease}: the lease with its payments ledger at the top level (SPEC §10, docs/payments.md). */
export const leaseWithLedgerSchema = leaseResponseSchema.extend(ledgerFieldsSchema.shape);
