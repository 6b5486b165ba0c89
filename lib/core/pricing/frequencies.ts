import { ValidationError } from '@/lib/core/errors';
import type { PaymentFrequency } from './types';

export const PAYMENTS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  '14-day': 26,
  '28-day': 13,
  'semi-monthly': 24,
  monthly: 12,
};

export const paymentFrequencies = Object.keys(PAYMENTS_PER_YEAR) as PaymentFrequency[];

/** The same table as a Map: every quote asks twice, and Map.get is cheaper than Object.hasOwn + a keyed read. */
const perYearByFrequency: ReadonlyMap<string, number> = new Map(Object.entries(PAYMENTS_PER_YEAR));

export function paymentsPerYear(frequency: PaymentFrequency): number {
  const perYear = typeof frequency === 'string' ? perYearByFrequency.get(frequency) : undefined;
  if (perYear === undefined) {
    throw ValidationError.field('paymentFrequency', 'Must be one of 14-day, 28-day, semi-monthly, monthly.');
  }
  return perYear;
}

/**
 * term × payments per year ÷ 12, rounded half-up to a whole payment. Exact for 12-month multiples;
 * a 15-month term paid every 14 days is 32.5 → 33 payments, an 18-month term every 28 days 19.5 → 20.
 * Integer form (2·t·p + 12) ÷ 24 so no float decides the rounding.
 */
export function numberOfPayments(termMonths: number, frequency: PaymentFrequency): number {
  return Math.floor((2 * termMonths * paymentsPerYear(frequency) + 12) / 24);
}
