import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { incomeFrequencies, monthlyIncomeCents, normalizeIncomeSource } from './income';

describe('monthlyIncomeCents', () => {
  it('converts each pay frequency exactly', () => {
    expect(monthlyIncomeCents(100_000, 'weekly')).toBe(433_333); // 433,333.33
    expect(monthlyIncomeCents(100_000, 'bi-weekly')).toBe(216_667); // 216,666.67
    expect(monthlyIncomeCents(100_000, 'semi-monthly')).toBe(200_000);
    expect(monthlyIncomeCents(100_000, 'monthly')).toBe(100_000);
    expect(monthlyIncomeCents(45_000, 'weekly')).toBe(195_000);
  });

  it('rounds an exact half cent up', () => {
    expect(monthlyIncomeCents(99, 'bi-weekly')).toBe(215); // 99 × 26 / 12 = 214.5
    expect(monthlyIncomeCents(3, 'bi-weekly')).toBe(7); // 6.5
    expect(monthlyIncomeCents(1, 'bi-weekly')).toBe(2); // 2.1667
  });

  it('refuses amounts that are not whole non-negative cents, and unknown frequencies', () => {
    expect(() => monthlyIncomeCents(10.5, 'weekly')).toThrow(RangeError);
    expect(() => monthlyIncomeCents(-1, 'weekly')).toThrow(RangeError);
    expect(() => monthlyIncomeCents(100, 'daily' as never)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value and never decreases with gross pay', () => {
    const factor = { weekly: 52 / 12, 'bi-weekly': 26 / 12, 'semi-monthly': 2, monthly: 1 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.nat(1_000), fc.constantFrom(...incomeFrequencies), (gross, raise, frequency) => {
        const monthly = monthlyIncomeCents(gross, frequency);
        expect(Number.isInteger(monthly)).toBe(true);
        expect(Math.abs(monthly - gross * factor[frequency])).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(monthlyIncomeCents(gross + raise, frequency)).toBeGreaterThanOrEqual(monthly);
      }),
    );
  });
});

describe('normalizeIncomeSource', () => {
  it('forgives case, spaces and hyphens', () => {
    expect(normalizeIncomeSource(' Self-Employment ')).toBe('self_employment');
    expect(normalizeIncomeSource('self employment')).toBe('self_employment');
    expect(normalizeIncomeSource('EMPLOYMENT')).toBe('employment');
  });
});
