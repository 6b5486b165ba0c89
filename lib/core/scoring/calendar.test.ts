import { describe, expect, it } from 'vitest';
import { ageInYears, daysSince, parseCalendarDate } from './calendar';

describe('calendar', () => {
  it('counts whole years, a birthday counting from its own UTC day', () => {
    expect(ageInYears('2008-03-15', new Date('2026-03-15T00:00:00Z'))).toBe(18);
    expect(ageInYears('2008-03-16', new Date('2026-03-15T23:59:59Z'))).toBe(17);
    expect(ageInYears('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageInYears('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });

  it('counts days to the decision date, negative for a future date', () => {
    expect(daysSince('2025-12-01', new Date('2026-03-15T18:00:00Z'), 'bankOpenedAt')).toBe(104);
    expect(daysSince('2026-03-15', new Date('2026-03-15T00:00:00Z'), 'bankOpenedAt')).toBe(0);
    expect(daysSince('2026-03-20', new Date('2026-03-15T00:00:00Z'), 'bankOpenedAt')).toBe(-5);
  });

  it('refuses malformed or impossible dates with the field name', () => {
    expect(() => parseCalendarDate('2026-02-30', 'dateOfBirth')).toThrow(/dateOfBirth/);
    expect(() => parseCalendarDate('03/15/2026', 'bankOpenedAt')).toThrow(RangeError);
    expect(() => ageInYears('1990-01-01', new Date('not a date'))).toThrow(RangeError);
  });
});
