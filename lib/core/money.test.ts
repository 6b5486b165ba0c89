import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollarsToCents, formatCents, splitEvenly } from './money';

describe('money', () => {
  it('parses dollars to cents exactly, rounding half-up', () => {
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(10.005)).toBe(1001);
    expect(dollarsToCents(10.004)).toBe(1000);
    expect(dollarsToCents('1234.5')).toBe(123450);
    expect(dollarsToCents(0)).toBe(0);
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
  });

  it('formats cents as currency text', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-123456789)).toBe('-$1,234,567.89');
  });

  it('formats every amount as en-US currency formatting does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => formatCents(cents) === usd.format(cents / 100)), { numRuns: 20_000 });
    for (let digits = 1; digits <= 15; digits++) {
      const cents = Number('9'.repeat(digits));
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
      expect(formatCents(-cents)).toBe(usd.format(-cents / 100));
    }
  });

  it('round-trips any cent amount through dollars', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => dollarsToCents(centsToDollars(cents)) === cents));
  });

  it('splits a total into parts that reconcile to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), fc.integer({ min: 1, max: 120 }), (total, parts) => {
        const split = splitEvenly(total, parts);
        return split.reduce((a, b) => a + b, 0) === total && Math.max(...split) - Math.min(...split) <= 1;
      }),
    );
  });
});
