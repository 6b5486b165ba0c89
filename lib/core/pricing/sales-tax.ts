/**
 * State base sales-tax rates in basis points (1 bp = 0.01 %), 50 states + DC, as published in the Tax
 * Foundation's "State and Local Sales Tax Rates, 2025" (rates as of January 1, 2025; see docs/pricing.md).
 * Statewide add-ons the source counts in the state rate are included (CA 1.25 %, UT 1.25 %, VA 1 %).
 * Local rates are not: a store whose locality adds tax sets `salesTaxBps` on the store.
 * A few states have rates in thousandths of a percent, so half basis points occur (MO 4.225 % = 422.5).
 */
import { ValidationError } from '@/lib/core/errors';
import { divideHalfUp } from './arithmetic';

export const STATE_SALES_TAX_BPS: Readonly<Record<string, number>> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600,
  GA: 400, HI: 400, ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550,
  MD: 600, MA: 625, MI: 600, MN: 687.5, MS: 700, MO: 422.5, MT: 0, NE: 550, NV: 685, NH: 0,
  NJ: 662.5, NM: 487.5, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0, PA: 600, RI: 700,
  SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500,
  WY: 400,
};

/** The same table as a Map: the quote looks a state up twice, and Map.get is cheaper than Object.hasOwn + a keyed read. */
export const stateSalesTaxBps: ReadonlyMap<string, number> = new Map(Object.entries(STATE_SALES_TAX_BPS));

/** No US state or locality taxes above 20 %; anything higher is a typo in a store setting. */
const MAX_OVERRIDE_BPS = 2_000;

/**
 * The rate a store charges: its own override when set, otherwise the state's base rate. An override
 * may carry one decimal of a basis point, like the table.
 */
export function salesTaxBpsFor(state: string, overrideBps?: number | null): number {
  if (overrideBps !== undefined && overrideBps !== null) {
    const tenths = overrideBps * 10;
    const valid = Number.isFinite(tenths) && overrideBps >= 0 && overrideBps <= MAX_OVERRIDE_BPS && Math.abs(tenths - Math.round(tenths)) < 1e-9;
    if (!valid) {
      throw ValidationError.field('salesTaxBps', `Must be basis points from 0 to ${MAX_OVERRIDE_BPS} (at most one decimal).`);
    }
    return overrideBps;
  }
  const base = typeof state === 'string' ? stateSalesTaxBps.get(state) : undefined;
  if (base === undefined) throw ValidationError.field('companyState', `Unknown state "${state}".`);
  return base;
}

/** Tax on one amount, half-up to the cent. Rates are handled in tenths of a basis point to stay integer. */
export function salesTaxCents(amountCents: number, taxBps: number): number {
  return divideHalfUp(amountCents * Math.round(taxBps * 10), 100_000);
}
