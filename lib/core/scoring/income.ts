import type { Cents } from '@/lib/core/money';
import type { IncomeFrequency } from './types';

/** Pay periods per year over months per year, as an exact fraction so no float enters the sum. */
const periodsPerMonth: Record<IncomeFrequency, { numerator: number; denominator: number }> = {
  weekly: { numerator: 52, denominator: 12 },
  'bi-weekly': { numerator: 26, denominator: 12 },
  'semi-monthly': { numerator: 2, denominator: 1 },
  monthly: { numerator: 1, denominator: 1 },
};

export const incomeFrequencies = Object.keys(periodsPerMonth) as IncomeFrequency[];

export function assertCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field} must be a non-negative integer number of cents, got ${value}`);
  }
}

/**
 * Gross pay per period to monthly cents: gross × periods per year / 12, rounded half-up to the cent.
 * Done in integers (2n + d) / 2d so that $1,000.00 weekly is exactly 433,333 cents and .5 always rounds up.
 */
export function monthlyIncomeCents(grossPerPeriodCents: Cents, frequency: IncomeFrequency): Cents {
  assertCents(grossPerPeriodCents, 'grossIncomeCents');
  const factor = periodsPerMonth[frequency];
  if (!factor) throw new RangeError(`Unknown income frequency "${String(frequency)}"`);
  const numerator = grossPerPeriodCents * factor.numerator;
  return Math.floor((2 * numerator + factor.denominator) / (2 * factor.denominator));
}

/** 'Self-Employment ' → 'self_employment', so the scorecard's table lookup forgives spelling variants. */
export function normalizeIncomeSource(source: string): string {
  return source.trim().toLowerCase().replace(/[\s-]+/g, '_');
}
