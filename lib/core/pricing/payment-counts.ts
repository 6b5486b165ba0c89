/**
 * How many scheduled payments fall on or before a day, without walking the schedule one payment at a
 * time through nextRuleDay (two calendar conversions a step, up to 20 steps a quote: the quote's
 * hottest loop once). Property tests hold both counters to the plain nextRuleDay walk.
 */
import { calendarFromDay, daysInMonth, type DayNumber } from './calendar';
import type { DayRule } from './types';

/** How many scheduled payments fall on or before each of `byDays` (ascending), in one walk of the schedule. */
export function paymentsDueBy(rule: DayRule, firstDay: DayNumber, total: number, byDays: readonly DayNumber[]): number[] {
  if (rule.kind === 'every') return byDays.map((by) => dueEvery(rule.stepDays, firstDay, total, by));
  const walk = monthDaysCounter(rule.daysOfMonth, firstDay, total, isAscending(byDays));
  return byDays.map((by) => walk.countBy(by));
}

/** Payments on or before `by` of a schedule every `stepDays` from `firstDay`. */
export function dueEvery(stepDays: number, firstDay: DayNumber, total: number, by: DayNumber): number {
  return by < firstDay ? 0 : Math.min(total, Math.floor((by - firstDay) / stepDays) + 1);
}

/**
 * The schedule of a days-of-month rule walked forward from its first day, counting payments: the same
 * steps as calling nextRuleDay(rule, day + 1) after each payment, but the walk keeps the current
 * month's first day and length, so a step is integer additions instead of two calendar conversions.
 */
class MonthDaysWalk implements PaymentCounter {
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

export type PaymentCounter = { countBy(by: DayNumber): number };

/**
 * A counter for a days-of-month schedule from `firstDay`. When the days are whole, ascending and at least
 * 1 (every rule pay-days.ts makes) and the calls come with `by` ascending, a month is counted at once;
 * otherwise the walk steps payment by payment exactly as nextRuleDay does.
 */
export function monthDaysCounter(daysOfMonth: readonly number[], firstDay: DayNumber, total: number, byAscending: boolean): PaymentCounter {
  return byAscending && isPlainDaysOfMonth(daysOfMonth)
    ? new MonthByMonthCount(daysOfMonth, firstDay, total)
    : new MonthDaysWalk(daysOfMonth, firstDay, total);
}

function isAscending(days: readonly DayNumber[]): boolean {
  for (let i = 1; i < days.length; i += 1) if ((days[i] as number) < (days[i - 1] as number)) return false;
  return true;
}

function isPlainDaysOfMonth(days: readonly number[]): boolean {
  if (days.length === 0) return false;
  let previous = 1;
  for (const d of days) {
    if (!Number.isInteger(d) || d < previous) return false;
    previous = d;
  }
  return true;
}

/** Distinct rule days on or before `upToDay` in a month of `monthLength` days (days ascending, ≥ 1). */
function ruleDaysInMonth(days: readonly number[], monthLength: number, upToDay: number): number {
  let count = 0;
  let previous = 0;
  for (const d of days) {
    const clamped = d < monthLength ? d : monthLength;
    if (clamped > upToDay) break;
    if (clamped !== previous) count += 1;
    previous = clamped;
  }
  return count;
}

/**
 * With ascending days, nextRuleDay(rule, day + 1) is simply the next rule day, so the payments on or
 * before `by` are the first one plus the rule days in (firstDay, by], capped at the total: whole months
 * are added a month at a time.
 */
class MonthByMonthCount implements PaymentCounter {
  private year: number;
  private month: number;
  private monthStart: DayNumber;
  private monthLength: number;
  /** Rule days from the first payment's month start up to the current month's start, less those up to the first payment. */
  private before: number;

  constructor(
    private readonly daysOfMonth: readonly number[],
    private readonly firstDay: DayNumber,
    private readonly total: number,
  ) {
    const { year, month, day } = calendarFromDay(firstDay);
    this.year = year;
    this.month = month;
    this.monthStart = firstDay - day + 1;
    this.monthLength = daysInMonth(year, month);
    this.before = -ruleDaysInMonth(daysOfMonth, this.monthLength, day);
  }

  /** Calls must come with `by` ascending. */
  countBy(by: DayNumber): number {
    if (by < this.firstDay) return 0;
    while (by >= this.monthStart + this.monthLength) {
      this.before += ruleDaysInMonth(this.daysOfMonth, this.monthLength, this.monthLength);
      this.monthStart += this.monthLength;
      this.month = this.month === 12 ? 1 : this.month + 1;
      if (this.month === 1) this.year += 1;
      this.monthLength = daysInMonth(this.year, this.month);
    }
    const ruleDays = this.before + ruleDaysInMonth(this.daysOfMonth, this.monthLength, by - this.monthStart + 1);
    return Math.min(this.total, 1 + ruleDays);
  }
}
