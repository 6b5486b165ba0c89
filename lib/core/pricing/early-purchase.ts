/**
 * Early purchase options (express pay). Each says exactly what must be paid, and by when, on top of
 * the scheduled payments due by then. Formulas in docs/pricing.md §Early purchase.
 */
import type { Cents } from '@/lib/core/money';
import { divideHalfUp } from './arithmetic';
import { addMonthsTo, calendarFromDay, dateOfDay, type DayNumber } from './calendar';
import type { DayRule } from './pay-days';
import { dueEvery, monthDaysCounter } from './payment-counts';
import type { RateCard } from './types';
import { salesTaxCents } from './sales-tax';
import type { StateRule } from './state-rules';
import type { EarlyPurchaseOption, Quote } from './types';

export { paymentsDueBy } from './payment-counts';

export type EarlyPurchaseTerms = {
  card: RateCard;
  stateRule: StateRule;
  startDay: DayNumber;
  firstPaymentDay: DayNumber;
  paymentDays: DayRule;
  numberOfPayments: number;
  paymentNoTaxCents: Cents;
  amountLeasedCents: Cents;
  salesTaxBps: number;
};

export function earlyPurchaseOptions(t: EarlyPurchaseTerms): Quote['earlyPurchase'] {
  const start = calendarFromDay(t.startDay);
  const by90 = t.startDay + 90;
  const by6 = addMonthsTo(start, 6);
  const by9 = addMonthsTo(start, 9);
  // paymentsDueBy(…, [by90, by6, by9]) without its two arrays and closures: this runs once per quote.
  const rule = t.paymentDays;
  let due90: number;
  let due6: number;
  let due9: number;
  if (rule.kind === 'every') {
    due90 = dueEvery(rule.stepDays, t.firstPaymentDay, t.numberOfPayments, by90);
    due6 = dueEvery(rule.stepDays, t.firstPaymentDay, t.numberOfPayments, by6);
    due9 = dueEvery(rule.stepDays, t.firstPaymentDay, t.numberOfPayments, by9);
  } else {
    const walk = monthDaysCounter(rule.daysOfMonth, t.firstPaymentDay, t.numberOfPayments, by90 <= by6 && by6 <= by9);
    due90 = walk.countBy(by90);
    due6 = walk.countBy(by6);
    due9 = walk.countBy(by9);
  }
  const { ninetyDayFeeCents, months6RemainingFeeDiscountBps, months9RemainingFeeDiscountBps } = t.card.earlyPurchase;

  // 90 days: the amount leased plus a small fee; scheduled payments made by then count toward it.
  const ninetyDay = t.amountLeasedCents + ninetyDayFeeCents - due90 * t.paymentNoTaxCents;
  return {
    days90: option(t, by90, due90, ninetyDay),
    months6: option(t, by6, due6, discountedPayoff(t, due6, months6RemainingFeeDiscountBps)),
    months9: option(t, by9, due9, discountedPayoff(t, due9, months9RemainingFeeDiscountBps)),
  };
}

/**
 * The unpaid share of the amount leased, plus the unpaid share of the lease fee less a discount.
 * The fee (total of payments − amount leased) is earned evenly per payment.
 */
function discountedPayoff(t: EarlyPurchaseTerms, paymentsMade: number, discountBps: number): Cents {
  const unpaid = t.numberOfPayments - paymentsMade;
  const remainingPayments = unpaid * t.paymentNoTaxCents;
  const remainingPrincipal = divideHalfUp(t.amountLeasedCents * unpaid, t.numberOfPayments);
  const remainingFee = Math.max(0, remainingPayments - remainingPrincipal);
  return remainingPrincipal + divideHalfUp(remainingFee * (10_000 - discountBps), 10_000);
}

function option(t: EarlyPurchaseTerms, byDay: DayNumber, paymentsMade: number, payoff: Cents): EarlyPurchaseOption {
  const unpaid = t.numberOfPayments - paymentsMade;
  // Never dearer than simply finishing the lease, never negative.
  let amountNoTax = Math.max(0, Math.min(payoff, unpaid * t.paymentNoTaxCents));
  if (t.stateRule.earlyPurchaseAtMostUnpaidShare) {
    amountNoTax = Math.min(amountNoTax, Math.floor((t.amountLeasedCents * unpaid) / t.numberOfPayments));
  }
  return {
    amountCents: amountNoTax + salesTaxCents(amountNoTax, t.salesTaxBps),
    amountNoTaxCents: amountNoTax,
    byDate: dateOfDay(byDay),
    scheduledPaymentsBefore: paymentsMade,
    purchasePriceCents: paymentsMade * t.paymentNoTaxCents + amountNoTax,
  };
}
