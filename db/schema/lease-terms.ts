import { bigint, boolean, date, integer, numeric, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns';
import { leases } from './leases';

/** Numbers the `LL-<year>-<n>` loan numbers (docs/leases.md); never reset, so a number is never reused. */
export const loanNumberSequence = pgSequence('lease_loan_number_seq', { startWith: 1, increment: 1 });

export const leaseOptionLetters = ['A', 'B', 'C'] as const;
export const leasePaymentFrequencies = ['14-day', '28-day', 'semi-monthly', 'monthly'] as const;
export const contractLanguages = ['en', 'es'] as const;

/**
 * The priced terms of one lease, 1:1 with `leases`: what was asked (2.13), every input the pricing engine
 * used (so the quote can be recomputed exactly) and the amounts it disclosed. Integer cents throughout;
 * these are the numbers the contract, the schedule and the payments ledger read.
 */
export const leaseTerms = pgTable('lease_terms', {
  leaseId: integer('lease_id')
    .primaryKey()
    .references(() => leases.id),
  option: text('option', { enum: leaseOptionLetters }).notNull(),
  paymentFrequency: text('payment_frequency', { enum: leasePaymentFrequencies }).notNull(),

  // What the store asked for.
  deliveryChargeCents: bigint('delivery_charge_cents', { mode: 'number' }).notNull(),
  additionalDownCents: bigint('additional_down_cents', { mode: 'number' }).notNull(),
  storeWillCollectCents: bigint('store_will_collect_cents', { mode: 'number' }).notNull(),
  proposedDownPaymentCents: bigint('proposed_down_payment_cents', { mode: 'number' }),
  includeWarranty: boolean('include_warranty').notNull(),
  ocpIncluded: boolean('ocp_included').notNull(),
  primaryLanguage: text('primary_language', { enum: contractLanguages }).notNull(),
  esignType: text('esign_type'),
  esignReturnUrl: text('esign_return_url'),
  createEsign: boolean('create_esign').notNull(),
  salesPersonName: text('sales_person_name'),
  salesPersonEmail: text('sales_person_email'),
  salesPersonPhone: text('sales_person_phone'),

  // Pricing inputs, as quote() received them.
  modelVersion: integer('model_version').notNull(),
  score: integer('score'),
  band: text('band').notNull(),
  rating: integer('rating').notNull(),
  companyState: text('company_state').notNull(),
  /** Basis points; one decimal (Missouri 4.225 % = 422.5). */
  salesTaxBps: numeric('sales_tax_bps', { precision: 7, scale: 1, mode: 'number' }).notNull(),
  leaseStartDate: date('lease_start_date', { mode: 'string' }).notNull(),
  incomeFrequency: text('income_frequency').notNull(),
  payDate: date('pay_date', { mode: 'string' }).notNull(),
  firstPayDay: integer('first_pay_day'),
  secondPayDay: integer('second_pay_day'),

  // The amounts disclosed.
  cashPriceCents: bigint('cash_price_cents', { mode: 'number' }).notNull(),
  amountLeasedCents: bigint('amount_leased_cents', { mode: 'number' }).notNull(),
  approvedAmountCents: bigint('approved_amount_cents', { mode: 'number' }).notNull(),
  termMonths: integer('term_months').notNull(),
  numberOfPayments: integer('number_of_payments').notNull(),
  multBps: integer('mult_bps').notNull(),
  capped: boolean('capped').notNull(),
  leaseDepositCents: bigint('lease_deposit_cents', { mode: 'number' }).notNull(),
  leaseDepositTaxCents: bigint('lease_deposit_tax_cents', { mode: 'number' }).notNull(),
  paymentNoTaxCents: bigint('payment_no_tax_cents', { mode: 'number' }).notNull(),
  taxPerPaymentCents: bigint('tax_per_payment_cents', { mode: 'number' }).notNull(),
  paymentCents: bigint('payment_cents', { mode: 'number' }).notNull(),
  ocpAmountCents: bigint('ocp_amount_cents', { mode: 'number' }).notNull(),
  totalOfPaymentsCents: bigint('total_of_payments_cents', { mode: 'number' }).notNull(),
  totalCostOfOwnershipCents: bigint('total_cost_of_ownership_cents', { mode: 'number' }).notNull(),
  firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
  ...timestamps,
});

export type LeaseTerms = typeof leaseTerms.$inferSelect;
