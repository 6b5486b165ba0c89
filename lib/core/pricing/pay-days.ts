/**
 * Recurring days: the applicant's pay days (from a known pay date and the income frequency) and the
 * lease's payment days (from the first payment date and the payment frequency). One rule type serves
 * both, so "the first pay date after X" and "the next payment after Y" are the same computation.
 */
import { ValidationError } from '@/lib/core/errors';
import { calendarFromDay, daysInMonth, isLastDayOfMonth, type CalendarDay, type DayNumber } from './calendar';
import type { DayRule, IncomeFrequency, PaymentFrequency } from './types';

export type { DayRule };

const LAST_DAY = 31;

/**
 * The two semi-monthly pay days when the income does not state them (first_pay_day/second_pay_day):
 * the 15th and the month's last day pair with each other; any other day pairs with the day 15 days
 * away (the 5th with the 20th, the 22nd with the 7th).
 */
export function derivedSemiMonthlyDays(known: CalendarDay): [number, number] {
  if (known.day === 15 || isLastDayOfMonth(known)) return [15, LAST_DAY];
  return known.day < 15 ? [known.day, known.day + 15] : [known.day - 15, known.day];
}

/** Stated pay days in either order, returned ascending (nextRuleDay relies on the order). */
function checkedPayDays(days: readonly [number, number]): [number, number] {
  const a = Math.min(days[0], days[1]);
  const b = Math.max(days[0], days[1]);
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b > 31 || a === b) {
    throw ValidationError.field('semiMonthlyPayDays', 'Semi-monthly pay days must be two different days of the month, 1–31.');
  }
  return [a, b];
}

/** When the applicant is paid, from one known pay date and the income frequency. */
export function incomePayDayRule(
  frequency: IncomeFrequency,
  payDate: DayNumber,
  semiMonthlyPayDays?: readonly [number, number] | null,
): DayRule {
  switch (frequency) {
    case 'weekly':
      return { kind: 'every', anchor: payDate, stepDays: 7 };
    case 'bi-weekly':
      return { kind: 'every', anchor: payDate, stepDays: 14 };
    case 'semi-monthly': {
      const stated = semiMonthlyPayDays ? checkedPayDays(semiMonthlyPayDays) : null;
      return { kind: 'month-days', daysOfMonth: stated ?? derivedSemiMonthlyDays(calendarFromDay(payDate)) };
    }
    case 'monthly': {
      const known = calendarFromDay(payDate);
      return { kind: 'month-days', daysOfMonth: [isLastDayOfMonth(known) ? LAST_DAY : known.day] };
    }
    default:
      throw ValidationError.field('incomeFrequency', 'Must be one of weekly, bi-weekly, semi-monthly, monthly.');
  }
}

/** The first day of the rule on or after `from`. */
export function nextRuleDay(rule: DayRule, from: DayNumber): DayNumber {
  if (rule.kind === 'every') {
    // Ceil division works for anchors before or after `from`, so any known pay date will do.
    return rule.anchor + Math.ceil((from - rule.anchor) / rule.stepDays) * rule.stepDays;
  }
  const { year, month, day } = calendarFromDay(from);
  const days = rule.daysOfMonth;
  // Candidates are counted from the month's first day, so no candidate needs a calendar conversion.
  const monthStart = from - day + 1;
  const monthLength = daysInMonth(year, month);
  for (let i = 0; i < days.length; i += 1) {
    const candidate = monthStart + Math.min(days[i] as number, monthLength) - 1;
    if (candidate >= from) return candidate;
  }
  // Two months always contain a rule day on or after `from` (a day of month at most 31 → clamped).
  const nextStart = monthStart + monthLength;
  const nextLength = month === 12 ? 31 : daysInMonth(year, month + 1);
  for (let i = 0; i < days.length; i += 1) {
    const candidate = nextStart + Math.min(days[i] as number, nextLength) - 1;
    if (candidate >= from) return candidate;
  }
  throw new Error('unreachable: no rule day within two months');
}

/**
 * When lease payments fall, given the first payment date. Monthly and semi-monthly payments keep the
 * applicant's own days of the month when the income is paid that way, so a payment on the 31st does
 * not drift to the 28th after February.
 */
export function paymentDayRule(frequency: PaymentFrequency, firstPayment: DayNumber, incomeRule: DayRule): DayRule {
  switch (frequency) {
    case '14-day':
      return { kind: 'every', anchor: firstPayment, stepDays: 14 };
    case '28-day':
      return { kind: 'every', anchor: firstPayment, stepDays: 28 };
    case 'monthly':
      return { kind: 'month-days', daysOfMonth: [incomeDayOfMonth(incomeRule, firstPayment)] };
    case 'semi-monthly':
      if (incomeRule.kind === 'month-days' && incomeRule.daysOfMonth.length === 2) return incomeRule;
      return { kind: 'month-days', daysOfMonth: derivedSemiMonthlyDays(calendarFromDay(firstPayment)) };
    default:
      throw ValidationError.field('paymentFrequency', 'Must be one of 14-day, 28-day, semi-monthly, monthly.');
  }
}

function incomeDayOfMonth(incomeRule: DayRule, firstPayment: DayNumber): number {
  const first = calendarFromDay(firstPayment);
  if (incomeRule.kind === 'month-days') {
    const monthLength = daysInMonth(first.year, first.month);
    // The first day listed that lands on the first payment once clamped to the month.
    for (const d of incomeRule.daysOfMonth) if (Math.min(d, monthLength) === first.day) return d;
  }
  return first.day;
}
