import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, calendarFromDay, parseIsoDay } from './calendar';
import { earlyPurchaseOptions } from './early-purchase';
import { nextRuleDay, type DayRule } from './pay-days';
import { monthDaysCounter, paymentsDueBy } from './payment-counts';
import { rateCardV1 } from './rate-card-v1';

/**
 * The quote's integer date arithmetic (day numbers, month walks) held to plain Date arithmetic, over
 * dates far wider than any lease (years −2000 to 6000, and around the proleptic calendar's edges).
 */
const DAY_MS = 86_400_000;
const MIN_DAY = -1_450_000; // about −2000
const MAX_DAY = 1_470_000; // about 6000
const anyDay = fc.oneof(fc.integer({ min: MIN_DAY, max: MAX_DAY }), fc.integer({ min: 18_000, max: 25_000 }));
const dayOfMonth = fc.integer({ min: 1, max: 31 });
const monthDays = fc.oneof(
  fc.tuple(dayOfMonth).map(([d]) => [d]),
  fc.tuple(dayOfMonth, dayOfMonth).map(([a, b]) => [a, b]),
  // Unordered, repeated and past-the-month-end days: the general walk, not the month-at-a-time count.
  fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
);

const utc = (n: number) => new Date(n * DAY_MS);
/** The first of the month `months` after the date's month (setUTCFullYear: Date.UTC reads years 0–99 as 19xx). */
function firstOfMonth(date: Date, months: number): Date {
  const first = new Date(0);
  first.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  return first;
}
const lastDayOf = (date: Date) => new Date(firstOfMonth(date, 1).getTime() - DAY_MS).getUTCDate();

/** nextRuleDay by brute force with Dates: scan forward for the first listed day of the month that lands. */
function nextRuleDayByDate(daysOfMonth: readonly number[], from: number): number {
  for (let offset = 0; offset < 2; offset += 1) {
    const first = firstOfMonth(utc(from), offset);
    for (const d of daysOfMonth) {
      const candidate = first.getTime() / DAY_MS + Math.min(d, lastDayOf(first)) - 1;
      if (candidate >= from) return candidate;
    }
  }
  throw new Error('no rule day');
}

/** The payments on or before each `by`, stepping the schedule one payment at a time (the walk paymentsDueBy replaced). */
function dueByStepping(rule: DayRule, firstDay: number, total: number, byDays: readonly number[]): number[] {
  const counts: number[] = [];
  let count = 0;
  let day = firstDay;
  for (const by of byDays) {
    while (count < total && day <= by) {
      count += 1;
      day = nextRuleDay(rule, day + 1);
    }
    counts.push(count);
  }
  return counts;
}

describe('date arithmetic — against Date', () => {
  it('splits day numbers into calendar days like Date.getUTC*', () => {
    fc.assert(
      fc.property(anyDay, (n) => {
        const date = utc(n);
        expect(calendarFromDay(n)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      }),
      { numRuns: 5_000 },
    );
  });

  it('adds months like Date.setUTCMonth, clamped to the month end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_DAY }), fc.integer({ min: 0, max: 120 }), (n, months) => {
        const date = utc(n);
        const first = firstOfMonth(date, months);
        const expected = first.getTime() / DAY_MS + Math.min(date.getUTCDate(), lastDayOf(first)) - 1;
        expect(addMonths(n, months)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('parses YYYY-MM-DD like the RegExp and Date.UTC it replaced', () => {
    const text = fc.oneof(
      fc.integer({ min: -719_162, max: 2_932_896 }).map((n) => utc(n).toISOString().slice(0, 10)),
      fc.stringMatching(/^[0-9-]{8,11}$/),
      fc.string({ maxLength: 11 }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
        const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
        const date = new Date(0);
        date.setUTCFullYear(y, m - 1, d);
        const real = match !== null && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        if (real) expect(parseIsoDay(value, 'd')).toBe(Math.floor(date.getTime() / DAY_MS));
        else expect(() => parseIsoDay(value, 'd')).toThrow();
      }),
      { numRuns: 5_000 },
    );
  });

  it('finds the next day of a days-of-month rule like a Date scan', () => {
    fc.assert(
      fc.property(anyDay, monthDays, (from, daysOfMonth) => {
        expect(nextRuleDay({ kind: 'month-days', daysOfMonth }, from)).toBe(nextRuleDayByDate(daysOfMonth, from));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('payment counts — against stepping the schedule', () => {
  const byDays = fc.array(fc.integer({ min: -40, max: 400 }), { minLength: 1, maxLength: 4 });

  it('count payments by any days, in any order, like nextRuleDay one payment at a time', () => {
    fc.assert(
      fc.property(anyDay, monthDays, fc.integer({ min: 1, max: 60 }), byDays, (first, daysOfMonth, total, offsets) => {
        const rule: DayRule = { kind: 'month-days', daysOfMonth };
        const bys = offsets.map((o) => first + o);
        expect(paymentsDueBy(rule, first, total, bys)).toEqual(dueByStepping(rule, first, total, bys));
        const ascending = [...bys].sort((a, b) => a - b);
        const counter = monthDaysCounter(daysOfMonth, first, total, true);
        expect(ascending.map((by) => counter.countBy(by))).toEqual(dueByStepping(rule, first, total, ascending));
      }),
      { numRuns: 5_000 },
    );
  });

  it('give the early purchase options the counts of the stepped schedule', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 7, max: 40 }), monthDays, fc.integer({ min: 12, max: 52 }), (start, gap, daysOfMonth, total) => {
        const firstPaymentDay = start + gap;
        const paymentDays: DayRule = { kind: 'month-days', daysOfMonth };
        const options = earlyPurchaseOptions({
          card: rateCardV1,
          stateRule: { name: '', leasesOffered: true, citation: '' },
          startDay: start,
          firstPaymentDay,
          paymentDays,
          numberOfPayments: total,
          paymentNoTaxCents: 50_00,
          amountLeasedCents: 1_000_00,
          salesTaxBps: 625,
        });
        const byDays = [options.days90, options.months6, options.months9].map((o) => o.byDate.getTime() / DAY_MS);
        expect(byDays).toEqual([start + 90, addMonths(start, 6), addMonths(start, 9)]);
        const counts = [options.days90, options.months6, options.months9].map((o) => o.scheduledPaymentsBefore);
        expect(counts).toEqual(dueByStepping(paymentDays, firstPaymentDay, total, byDays));
      }),
      { numRuns: 3_000 },
    );
  });
});
