import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/lib/core/errors';
import { salesTaxBpsFor, salesTaxCents, STATE_SALES_TAX_BPS } from './sales-tax';
import { isLeaseOfferedIn, normalizeStateCode, servedStateRule, STATE_RULES } from './state-rules';

describe('sales tax table', () => {
  it('has the 50 states and DC, each a plausible rate', () => {
    expect(Object.keys(STATE_SALES_TAX_BPS)).toHaveLength(51);
    for (const bps of Object.values(STATE_SALES_TAX_BPS)) expect(bps >= 0 && bps <= 725 && Number.isInteger(bps * 2)).toBe(true);
    expect(Object.entries(STATE_SALES_TAX_BPS).filter(([, bps]) => bps === 0).map(([s]) => s).sort()).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
  });

  it('spot-checks the 2025 source', () => {
    expect([STATE_SALES_TAX_BPS.CA, STATE_SALES_TAX_BPS.TX, STATE_SALES_TAX_BPS.LA, STATE_SALES_TAX_BPS.CO]).toEqual([725, 625, 500, 290]);
  });

  it('lets the store override the state rate, within reason', () => {
    expect(salesTaxBpsFor('TX', 825)).toBe(825);
    expect(salesTaxBpsFor('TX', 0)).toBe(0);
    expect(salesTaxBpsFor('TX', null)).toBe(625);
    for (const bad of [-1, 2_001, 1.25, Number.NaN]) expect(() => salesTaxBpsFor('TX', bad)).toThrow(ValidationError);
  });

  it('rounds tax half-up on the cent', () => {
    expect(salesTaxCents(1_000, 625)).toBe(63); // 62.5 → 63
    expect(salesTaxCents(999, 625)).toBe(62); // 62.4375
    expect(salesTaxCents(7_308, 422.5)).toBe(309);
  });
});

describe('state rules', () => {
  it('refuses exactly MN, NJ, VT, WI, WY', () => {
    const refused = Object.keys(STATE_SALES_TAX_BPS).filter((s) => !isLeaseOfferedIn(s));
    expect(refused.sort()).toEqual(['MN', 'NJ', 'VT', 'WI', 'WY']);
    expect(() => servedStateRule('WY')).toThrow('Leases are not offered in Wyoming (WY).');
  });

  it('cites a source for every rule and caps CA at 2.25× and WV at 240 %', () => {
    for (const rule of Object.values(STATE_RULES)) expect(rule.citation.length).toBeGreaterThan(10);
    expect(STATE_RULES.CA?.totalCostCapBps).toBe(22_500);
    expect(STATE_RULES.WV?.totalCostCapBps).toBe(24_000);
  });

  it('normalises state codes and refuses unknown ones', () => {
    expect(normalizeStateCode(' ca')).toBe('CA');
    expect(() => normalizeStateCode('PR')).toThrow(ValidationError);
  });
});
