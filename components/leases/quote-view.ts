import type { Cents } from '@/lib/core/money';
import { buildSchedule, formatLongDate, type OptionLetter, type PaymentFrequency, type Quote } from '@/lib/core/pricing';
import { STATE_RULES } from '@/lib/core/pricing/state-rules';

/**
 * A quote as the portal shows it: plain, serialisable data (cents and dates as text) that a server
 * action or page hands to client components. Every number is the pricing engine's own, unchanged; the
 * screen formats cents with formatCents, so it reads exactly what the API answers (toPaymentsResponse
 * formats the same cents the same way).
 */
export type ScheduleRowView = {
  n: number;
  /** YYYY-MM-DD. */
  date: string;
  baseCents: Cents;
  taxCents: Cents;
  ocpCents: Cents;
  totalCents: Cents;
  remainingBalanceCents: Cents;
};

export type EarlyPurchaseView = {
  key: 'days90' | 'months6' | 'months9';
  label: string;
  /** To pay on or before `byDate`, on top of the scheduled payments due by then (tax included). */
  amountCents: Cents;
  amountNoTaxCents: Cents;
  /** Long form: "Friday, December 4, 2026". */
  byDate: string;
  byDateIso: string;
  scheduledPaymentsBefore: number;
  purchasePriceCents: Cents;
};

export type QuoteView = {
  option: OptionLetter;
  paymentFrequency: PaymentFrequency;
  modelVersion: number;
  band: string;
  rating: number;
  companyState: string;
  term: number;
  numberOfPayments: number;
  mult: number;
  rateCardMult: number;
  capped: boolean;
  /** Why the multiplier was lowered (the state's rule and its source), when it was. */
  capNote: string | null;
  /** The state cap that lowered the multiplier, when one did. */
  cap: { stateName: string; times: number; citation: string } | null;
  salesTaxPercent: string;
  leaseAmountCents: Cents;
  additionalDownCents: Cents;
  amountLeasedCents: Cents;
  paymentNoTaxCents: Cents;
  taxPerPaymentCents: Cents;
  paymentCents: Cents;
  ocpCents: Cents;
  depositCents: Cents;
  depositTaxCents: Cents;
  totalOfPaymentsNoTaxCents: Cents;
  totalOfPaymentsCents: Cents;
  ocpTotalCents: Cents;
  totalCostOfOwnershipCents: Cents;
  leaseStartDate: string;
  firstPaymentDate: string;
  firstPaymentDateIso: string;
  earlyPurchase: EarlyPurchaseView[];
  schedule: ScheduleRowView[];
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const multOf = (bps: number) => bps / 10_000;

const EARLY_LABELS = { days90: '90 days', months6: '6 months', months9: '9 months' } as const;

export function toQuoteView(quote: Quote): QuoteView {
  const rule = STATE_RULES[quote.companyState];
  const cap = quote.capped && rule?.totalCostCapBps ? { stateName: rule.name, times: rule.totalCostCapBps / 10_000, citation: rule.citation } : null;
  const capNote = cap
    ? `${cap.stateName} caps the initial payment plus all payments at ${cap.times.toFixed(2)}× the amount leased, so the multiplier was lowered from ${multOf(quote.rateCardMultBps).toFixed(2)} to ${quote.mult.toFixed(4)}. ${cap.citation}`
    : null;
  return {
    option: quote.option,
    paymentFrequency: quote.paymentFrequency,
    modelVersion: quote.modelVersion,
    band: quote.band,
    rating: quote.rating,
    companyState: quote.companyState,
    term: quote.term,
    numberOfPayments: quote.numberOfPayments,
    mult: quote.mult,
    rateCardMult: multOf(quote.rateCardMultBps),
    capped: quote.capped,
    capNote,
    cap,
    salesTaxPercent: `${Number((quote.salesTaxBps / 100).toFixed(4))} %`,
    leaseAmountCents: quote.leaseAmountCents,
    additionalDownCents: quote.additionalDownCents,
    amountLeasedCents: quote.amountLeasedCents,
    paymentNoTaxCents: quote.paymentAmountNoTaxCents,
    taxPerPaymentCents: quote.taxPerPaymentCents,
    paymentCents: quote.paymentAmountCents,
    ocpCents: quote.ocpAmountCents,
    depositCents: quote.leaseDepositCents,
    depositTaxCents: quote.leaseDepositTaxCents,
    totalOfPaymentsNoTaxCents: quote.totalOfPaymentsNoTaxCents,
    totalOfPaymentsCents: quote.totalOfPaymentsCents,
    ocpTotalCents: quote.ocpTotalCents,
    totalCostOfOwnershipCents: quote.totalCostOfOwnershipCents,
    leaseStartDate: iso(quote.leaseStartDate),
    firstPaymentDate: formatLongDate(quote.firstPaymentDate),
    firstPaymentDateIso: iso(quote.firstPaymentDate),
    earlyPurchase: (['days90', 'months6', 'months9'] as const).map((key) => {
      const option = quote.earlyPurchase[key];
      return {
        key,
        label: EARLY_LABELS[key],
        amountCents: option.amountCents,
        amountNoTaxCents: option.amountNoTaxCents,
        byDate: formatLongDate(option.byDate),
        byDateIso: iso(option.byDate),
        scheduledPaymentsBefore: option.scheduledPaymentsBefore,
        purchasePriceCents: option.purchasePriceCents,
      };
    }),
    schedule: buildSchedule(quote).map((row) => ({
      n: row.n,
      date: row.date,
      baseCents: row.baseCents,
      taxCents: row.taxCents,
      ocpCents: row.ocpCents,
      totalCents: row.totalCents,
      remainingBalanceCents: row.remainingBalanceCents,
    })),
  };
}
