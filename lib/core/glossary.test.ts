import { describe, expect, it } from 'vitest';
import { glossary, paymentsPhrase } from './glossary';

describe('glossary', () => {
  it('counts payments the way people say it', () => {
    expect(paymentsPhrase(12, 'monthly')).toBe('12 monthly payments');
    expect(paymentsPhrase(24, 'semi-monthly')).toBe('24 twice-monthly payments');
    expect(paymentsPhrase(26, '14-day')).toBe('26 payments every 14 days');
    expect(paymentsPhrase(1, 'monthly')).toBe('1 monthly payment');
    expect(paymentsPhrase(12, 'monthly', 'es')).toBe('12 pagos mensuales');
    for (const f of ['monthly', 'semi-monthly', '14-day', '28-day']) expect(paymentsPhrase(12, f)).not.toMatch(/a month/);
  });

  it('keeps the two totals apart in both languages', () => {
    expect(glossary.en.totalCostOfOwnership).toBe('Total cost of ownership');
    expect(glossary.en.costOfLeaseServices).toBe('Cost of lease services');
    expect(Object.keys(glossary.es).sort()).toEqual(Object.keys(glossary.en).sort());
  });
});
