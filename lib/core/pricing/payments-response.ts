/**
 * The Payments resource of the API description (2.11), from a quote. Money follows SPEC §3: "currency
 * text" fields are "$1,234.50"; number fields are dollars rounded to cents; the string fields
 * (lease_deposit, express_pay_*) are currency text too, so a client reads every money string one way.
 */
import { centsToDollars, formatCents, type Cents } from '@/lib/core/money';
import { formatLongDate } from './long-date';
import { buildSchedule } from './schedule';
import type { Quote } from './types';

export type PaymentsScheduleItem = {
  n: number;
  /** YYYY-MM-DD. */
  date: string;
  paymentAmount_no_tax: number;
  tax: number;
  ocp_amount: number;
  /** Everything charged that day: payment, tax and care plan. */
  total: number;
  remainingBalance: number;
};

export type PaymentsResponse = {
  modelVersionUsed: string;
  term: number;
  leaseAmount: string;
  paymentAmount: number;
  paymentAmount_no_tax: number;
  total: string;
  mult: number;
  firstPaymentDate: string;
  total_cost_ownership: number;
  ocp_amount: number;
  lease_deposit: string;
  express_pay_3_month: string;
  express_pay_6_month: string;
  express_pay_9_month: string;
  numberOfPayments: number;
  schedule: PaymentsScheduleItem[];
};

/** `leaseAmountCents` is the amount the caller asked about (the request's leaseAmount), shown as given. */
export function toPaymentsResponse(quote: Quote, leaseAmountCents: Cents = quote.leaseAmountCents): PaymentsResponse {
  return {
    modelVersionUsed: String(quote.modelVersion),
    term: quote.term,
    leaseAmount: formatCents(leaseAmountCents),
    paymentAmount: centsToDollars(quote.paymentAmountCents),
    paymentAmount_no_tax: centsToDollars(quote.paymentAmountNoTaxCents),
    total: formatCents(quote.totalOfPaymentsCents),
    mult: quote.mult,
    firstPaymentDate: formatLongDate(quote.firstPaymentDate),
    total_cost_ownership: centsToDollars(quote.totalCostOfOwnershipCents),
    ocp_amount: centsToDollars(quote.ocpAmountCents),
    lease_deposit: formatCents(quote.leaseDepositCents),
    express_pay_3_month: formatCents(quote.earlyPurchase.days90.amountCents),
    express_pay_6_month: formatCents(quote.earlyPurchase.months6.amountCents),
    express_pay_9_month: formatCents(quote.earlyPurchase.months9.amountCents),
    numberOfPayments: quote.numberOfPayments,
    schedule: buildSchedule(quote).map((row) => ({
      n: row.n,
      date: row.date,
      paymentAmount_no_tax: centsToDollars(row.baseCents),
      tax: centsToDollars(row.taxCents),
      ocp_amount: centsToDollars(row.ocpCents),
      total: centsToDollars(row.totalCents),
      remainingBalance: centsToDollars(row.remainingBalanceCents),
    })),
  };
}
