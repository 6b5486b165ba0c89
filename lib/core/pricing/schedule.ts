/**
 * The payment schedule of a quote. Separate from quote() because it allocates a row per payment (up to
 * 52) and most callers need only the totals; the contract, the lease record and the payments response
 * call it. Every row is the quote's per-payment amounts, so the rows sum to the quote's totals exactly.
 */
import { dayOf, isoOfDay } from './calendar';
import { nextRuleDay } from './pay-days';
import type { Quote, ScheduleRow } from './types';

export function buildSchedule(quote: Quote): ScheduleRow[] {
  const baseCents = quote.paymentAmountNoTaxCents;
  const taxCents = quote.taxPerPaymentCents;
  const ocpCents = quote.ocpAmountCents;
  const totalCents = baseCents + taxCents + ocpCents;
  const grandTotal = quote.totalOfPaymentsCents + quote.ocpTotalCents;
  const rows: ScheduleRow[] = [];
  let day = dayOf(quote.firstPaymentDate, 'firstPaymentDate');
  for (let n = 1; n <= quote.numberOfPayments; n += 1) {
    rows.push({ n, date: isoOfDay(day), baseCents, taxCents, ocpCents, totalCents, remainingBalanceCents: grandTotal - n * totalCents });
    day = nextRuleDay(quote.paymentDays, day + 1);
  }
  return rows;
}
