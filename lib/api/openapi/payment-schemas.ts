import { z } from 'zod';

/**
 * Response shapes of the card endpoints and the ledger fields of GET /leases/{lease} (SPEC §10),
 * matching lib/api/presenters/lease-payments.ts field for field. docs/payments.md explains each.
 */
const dollars = z.number().describe('Dollars, rounded to cents.');
const paymentStatus = z.enum(['pending', 'succeeded', 'failed']);
const failureCode = z
  .string()
  .nullable()
  .describe('Why the payment failed: `card_declined`, `insufficient_funds`, `processing_error`, `no_card_on_file`, `lease_not_payable`, `amount_exceeds_balance`, `not_found`, `invalid`; null when it did not.');

export const cardOnFileSchema = z.object({
  id: z.number().int().describe('The card; `card_id` of a charge.'),
  brand: z.string(),
  last_four: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

export const ledgerPaymentSchema = z.object({
  id: z.uuid(),
  amount: dollars,
  status: paymentStatus,
  failure_code: failureCode,
  card: z.object({ brand: z.string().nullable(), last_four: z.string().nullable() }),
  source_system: z.string().nullable(),
  created_at: z.iso.datetime(),
});

/** The ledger fields GET /leases/{lease} adds at the top level. */
export const ledgerFieldsSchema = z.object({
  balance: dollars.nullable().describe('Total of the lease payments (tax and care plan included, as scheduled) − succeeded payments − any early-purchase discount; never below 0. Null for a lease without priced terms.'),
  amount_paid: dollars.describe('Σ succeeded payments.'),
  payoff_amount: dollars.nullable().describe("What is still to pay today to own the goods (the early-purchase option in force today); never above `balance`."),
  next_payment: z.object({ due_date: z.iso.date(), amount: dollars }).nullable().describe('The next scheduled payment not yet covered; null when nothing is due.'),
  card_on_file: cardOnFileSchema.nullable(),
  payments: z.array(ledgerPaymentSchema).describe('Newest first, failed ones included.'),
});

/** One result of POST /cards/charge, and the answer of POST /cards/charge-card. */
export const chargeResultSchema = z.object({
  loan_number: z.string(),
  status: paymentStatus.describe('`pending` only when the processor did not answer; the recovery job settles it.'),
  payment_id: z.uuid().nullable().describe('Null when no payment was recorded (the item was refused before charging).'),
  amount: dollars.nullable(),
  failure_code: failureCode,
  balance: dollars.nullable().describe("The lease's balance after this charge."),
});

export const saveAndChargeResultSchema = z.object({
  payment: z.object({
    id: z.uuid(),
    loan_number: z.string(),
    amount: dollars,
    status: paymentStatus,
    failure_code: failureCode,
    card: z.object({ brand: z.string().nullable(), last_four: z.string().nullable(), exp_month: z.number().int().nullable(), exp_year: z.number().int().nullable() }),
    created_at: z.iso.datetime(),
  }),
  lease: z.object({
    loan_number: z.string(),
    state_code: z.enum(['V', 'S', 'D', 'F', 'P', 'X']).describe('P once this payment paid the lease out.'),
    balance: dollars.nullable(),
    amount_paid: dollars,
    payoff_amount: dollars.nullable(),
  }),
  card_id: z.number().int().nullable().describe('The card kept on file for the lease.'),
});
