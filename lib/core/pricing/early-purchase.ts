/**
 * Early purchase options (express pay). Each says exactly what must be paid, and by when, on top of
 * the scheduled payments due by then. Formulas in docs/pricing.md §Early purchase.
 */
import type { Cents } from '@/lib/core/money';
import { divideHalfUp } from './arithmetic';
import { addMonthsTo, calendarFromDay, dateOfDay, daysInMonth, type DayNumber } from './calendar';
import type { DayRule } from './pay-days';
import type { RateCard } from './types';
import { salesTaxCents } from './sales-tax';
import type { StateRule } from './state-rules';
import type { EarlyPurchaseOption, Quote } from './types';

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

/** How many scheduled payments fall on or before each of `byDays` (ascending), in one walk of the schedule. */
export function paymentsDueBy(rule: DayRule, firstDay: DayNumber, total: number, byDays: readonly DayNumber[]): number[] {
  if (rule.kind === 'every') return byDays.map((by) => dueEvery(rule.stepDays, firstDay, total, by));
  const walk = new MonthDaysWalk(rule.daysOfMonth, firstDay, total);
  return byDays.map((by) => walk.countBy(by));
}

/** Payments on or before `by` of a schedule every `stepDays` from `firstDay`. */
function dueEvery(stepDays: number, firstDay: DayNumber, total: number, by: DayNumber): number {
  return by < firstDay ? 0 : Math.min(total, Math.floor((by - firstDay) / stepDays) + 1);
}

/**
 * The schedule of a days-of-month rule walked forward from its first day, counting payments. The
 * same steps as calling nextRuleDay(rule, day + 1) after each payment, but the walk keeps the current
 * month's first day and length, so a step is integer additions instead of two calendar conversions
 * (the quote's hottest loop: up to 20 steps a quote). Equality with nextRuleDay is a property test.
 */
class MonthDaysWalk {
  private count = 0;
  private year: number;
  private month: number;
  private monthStart: DayNumber;
  private monthLength: number;

  constructor(
    private readonly daysOfMonth: readonly number[],
    private day: DayNumber,
    private readonly total: number,
  ) {
    const { year, month, day: dayOfMonth } = calendarFromDay(day);
    this.year = year;
    this.month = month;
    this.monthStart = day - dayOfMonth + 1;
    this.monthLength = daysInMonth(year, month);
  }

  /** Payments on or before `by`; calls must come with `by` ascending. */
  countBy(by: DayNumber): number {
    while (this.count < this.total && this.day <= by) {
      this.count += 1;
      this.day = this.next(this.day + 1);
    }
    return this.count;
  }

  /** nextRuleDay(rule, from) for a `from` in the current month or the one after it. */
  private next(from: DayNumber): DayNumber {
    if (from >= this.monthStart + this.monthLength) this.advanceMonth();
    for (let pass = 0; pass < 2; pass += 1) {
      for (const dayOfMonth of this.daysOfMonth) {
        const candidate = this.monthStart + Math.min(dayOfMonth, this.monthLength) - 1;
        if (candidate >= from) return candidate;
      }
      this.advanceMonth();
    }
    throw new Error('unreachable: no rule day within two months');
  }

  private advanceMonth(): void {
    this.monthStart += this.monthLength;
    this.month = this.month === 12 ? 1 : this.month + 1;
    if (this.month === 1) this.year += 1;
    this.monthLength = daysInMonth(this.year, this.month);
  }
}

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
    const walk = new MonthDaysWalk(rule.daysOfMonth, t.firstPaymentDay, t.numberOfPayments);
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
