import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate } from './local-date';

const ZONES = ['America/Los_Angeles', 'America/New_York', 'America/St_Johns', 'Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London', 'UTC'];

const fresh = (moment: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

describe('localDate', () => {
  it('gives the day a fresh formatter gives, for moments close together around local midnights and offset changes', () => {
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2032, 0, 1);
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: from, max: to }), fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { minLength: 1, maxLength: 20 }), (zone, base, steps) => {
        for (const step of steps) {
          const moment = new Date(base + step);
          expect(localDate(moment, zone), `${moment.toISOString()} in ${zone}`).toBe(fresh(moment, zone));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('dates a sale at 8 pm in Los Angeles on its own day, and the next minute after local midnight on the next', () => {
    expect(localDate(new Date('2026-11-28T04:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDate(new Date('2026-11-28T07:59:59Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(localDate(new Date('2026-11-28T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-28');
    expect(localDate(new Date('2026-03-08T09:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-08');
  });
});
