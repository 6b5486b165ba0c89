import type { Cents } from '@/lib/core/money';
import type { IncomeFrequency, OptionLetter } from '@/lib/core/scoring/types';
import type { DayNumber } from './calendar';

export type { IncomeFrequency, OptionLetter };

export type PaymentFrequency = '14-day' | '28-day' | 'semi-monthly' | 'monthly';

export type QuoteInput = {
  modelVersion: number;
  option: OptionLetter;
  paymentFrequency: PaymentFrequency;
  /** Store rating, 1 (best) to 5. */
  rating: number;
  /** Score 100–999. When given, the band comes from it (with the model version's thresholds). */
  score?: number | null;
  /** A band of the model version ('A+', 'A', 'B', 'C', 'D' in v1); used only when no score is given. */
  band?: string | null;
  /** The amount before the additional down payment: the cash price of a lease, `leaseAmount` of the calculator. */
  leaseAmountCents: Cents;
  /** Paid up front, off the amount leased. Default 0. */
  additionalDownCents?: Cents;
  /** Two-letter state of the store. */
  companyState: string;
  /** The store's sales-tax rate in basis points, overriding the state's base rate. */
  salesTaxBps?: number | null;
  ocpIncluded: boolean;
  /** The day the lease is created: a Date counts by its UTC calendar day; a string is YYYY-MM-DD (store-local). */
  leaseStartDate: Date | string;
  incomeFrequency: IncomeFrequency;
  /** A known pay date of the applicant, YYYY-MM-DD (income `pay_date`). */
  payDate: string;
  /** Income `first_pay_day` / `second_pay_day` for semi-monthly pay; derived from `payDate` when absent. */
  semiMonthlyPayDays?: readonly [number, number] | null;
};

export type EarlyPurchaseOption = {
  /** What must be paid on or before `byDate`, on top of the scheduled payments due by then, to own the goods (tax included). */
  amountCents: Cents;
  /** `amountCents` before sales tax. */
  amountNoTaxCents: Cents;
  /** Last day (UTC midnight) the option can be exercised. */
  byDate: Date;
  /** Scheduled payments due on or before `byDate`; their pre-tax amounts count toward the purchase. */
  scheduledPaymentsBefore: number;
  /** Pre-tax scheduled payments up to `byDate` + `amountCents`: the whole price of owning this way. */
  purchasePriceCents: Cents;
};

export type Quote = {
  modelVersion: number;
  option: OptionLetter;
  paymentFrequency: PaymentFrequency;
  band: string;
  rating: number;
  companyState: string;
  leaseAmountCents: Cents;
  additionalDownCents: Cents;
  /** leaseAmount − additionalDown: what the multiplier applies to. */
  amountLeasedCents: Cents;
  /** Term in months (from the rate card). */
  term: number;
  numberOfPayments: number;
  /** The multiplier applied: the rate card's, or lower where a state caps the total cost. */
  mult: number;
  /** `mult` in basis points of 1 (2.15 → 21,500), the integer the arithmetic uses. */
  multBps: number;
  /** The rate card's multiplier before any state cap. */
  rateCardMultBps: number;
  /** True when a state cap lowered the multiplier. */
  capped: boolean;
  /** Basis points; may be fractional (Missouri 4.225 % = 422.5). */
  salesTaxBps: number;
  paymentAmountNoTaxCents: Cents;
  taxPerPaymentCents: Cents;
  /** Pre-tax payment + tax. The care plan is charged on top (ocpAmountCents). */
  paymentAmountCents: Cents;
  /** Care-plan charge per payment; 0 unless included. */
  ocpAmountCents: Cents;
  /** Initial payment (lease_deposit), before tax. */
  leaseDepositCents: Cents;
  leaseDepositTaxCents: Cents;
  /** numberOfPayments × paymentAmountNoTax: the "total of lease payments" that mult and state caps speak of. */
  totalOfPaymentsNoTaxCents: Cents;
  /** numberOfPayments × paymentAmount (tax included, care plan not). */
  totalOfPaymentsCents: Cents;
  ocpTotalCents: Cents;
  /** Initial payment with its tax + all payments with tax; the optional care plan is not part of owning. */
  totalCostOfOwnershipCents: Cents;
  leaseStartDate: Date;
  firstPaymentDate: Date;
  /** When every later payment falls; buildSchedule walks it. */
  paymentDays: DayRule;
  earlyPurchase: { days90: EarlyPurchaseOption; months6: EarlyPurchaseOption; months9: EarlyPurchaseOption };
};

export type ScheduleRow = {
  n: number;
  /** YYYY-MM-DD: every reader wants the day as text, and a Date per row costs more than the rest of the row. */
  date: string;
  baseCents: Cents;
  taxCents: Cents;
  ocpCents: Cents;
  totalCents: Cents;
  /** What is still to be paid after this payment (tax and care plan included); 0 after the last. */
  remainingBalanceCents: Cents;
};

/** A recurring day: every N days from an anchor, or days of the month. A day of month of 31 means "the last day of the month" (clamped in shorter months). */
export type DayRule =
  | { kind: 'every'; anchor: DayNumber; stepDays: number }
  | { kind: 'month-days'; daysOfMonth: readonly number[] };

/** A model version's pricing terms (the cards: rate-card-v1.ts, registered in rate-card.ts). */
export type OptionTerms = {
  termMonths: number;
  /** Added to the band and rating multiplier. */
  multAddBps: number;
  /** Initial payment (lease_deposit) as a share of the amount leased, basis points. */
  leaseDepositBps: number;
};

export type RateCard = {
  modelVersion: number;
  /** Best band first; a score takes the first band whose floor it reaches. Multipliers in bps of 1. */
  bands: ReadonlyArray<{ band: string; minScore: number; multBps: number }>;
  /** Added per store rating; index = rating − 1. */
  ratingMultAddBps: readonly number[];
  options: Readonly<Record<OptionLetter, OptionTerms>>;
  minAmountLeasedCents: Cents;
  maxAmountLeasedCents: Cents;
  carePlan: { monthlyBps: number; minMonthlyCents: Cents; maxMonthlyCents: Cents };
  earlyPurchase: { ninetyDayFeeCents: Cents; months6RemainingFeeDiscountBps: number; months9RemainingFeeDiscountBps: number };
};
