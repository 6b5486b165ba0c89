import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, calendarFromDay, dayFromCalendar, dayOf, dayOfWeek, isoOfDay, parseIsoDay } from './calendar';

const DAY_MS = 86_400_000;

describe('calendar', () => {
  it('agrees with Date.UTC for every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 84_000 }), (n) => {
        const date = new Date(n * DAY_MS);
        const cal = calendarFromDay(n);
        expect(cal).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
        expect(dayFromCalendar(cal.year, cal.month, cal.day)).toBe(n);
        expect(dayOfWeek(n)).toBe(date.getUTCDay());
      }),
      { numRuns: 2_000 },
    );
  });

  it('adds months, landing the 31st on the last day of shorter months', () => {
    const add = (iso: string, months: number) => isoOfDay(addMonths(parseIsoDay(iso, 'd'), months));
    expect(add('2026-01-31', 1)).toBe('2026-02-28');
    expect(add('2028-01-31', 1)).toBe('2028-02-29');
    expect(add('2026-08-31', 6)).toBe('2027-02-28');
    expect(add('2026-11-20', 9)).toBe('2027-08-20');
  });

  it('parses only real YYYY-MM-DD dates', () => {
    expect(isoOfDay(parseIsoDay('2024-02-29', 'd'))).toBe('2024-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '']) expect(() => parseIsoDay(bad, 'd')).toThrow();
    expect(() => dayOf(new Date('nope'), 'd')).toThrow();
  });
});
