/**
 * Every state-specific pricing rule, in one table, each with the source it rests on (docs/pricing.md
 * gives the detail). A state without a row is served with no cap beyond the rate card.
 */
import { ValidationError } from '@/lib/core/errors';
import { STATE_SALES_TAX_BPS, stateSalesTaxBps } from './sales-tax';

export type StateRule = {
  name: string;
  leasesOffered: boolean;
  /**
   * Cap on the initial payment + every pre-tax periodic payment, in bps of the amount leased. Statutes cap
   * the "total of payments" against the cash price; the amount leased is never more than the cash price,
   * so capping against it is the stricter reading.
   */
  totalCostCapBps?: number;
  /** An early purchase may cost at most amount leased × payments not yet due ÷ all payments. */
  earlyPurchaseAtMostUnpaidShare?: boolean;
  citation: string;
};

export const STATE_RULES: Readonly<Record<string, StateRule>> = {
  CA: {
    name: 'California',
    leasesOffered: true,
    totalCostCapBps: 22_500,
    citation: 'Cal. Civ. Code § 1812.644(c) (Karnette Rental-Purchase Act): total of payments ≤ 2.25 × cash price.',
  },
  HI: {
    name: 'Hawaii',
    leasesOffered: true,
    totalCostCapBps: 20_000,
    citation: 'Haw. Rev. Stat. § 481M-5(a): total lease payments to acquire ownership ≤ twice the cash price.',
  },
  NY: {
    name: 'New York',
    leasesOffered: true,
    totalCostCapBps: 22_500,
    citation: 'N.Y. Pers. Prop. Law § 503(3): total of payments ≤ 2.25 × the maximum cash price.',
  },
  WV: {
    name: 'West Virginia',
    leasesOffered: true,
    totalCostCapBps: 24_000,
    earlyPurchaseAtMostUnpaidShare: true,
    citation:
      'W. Va. Code § 46B-3-9(d): total of payments ≤ 240 % of retail value; § 46B-3-9(a): paying off early costs at most retail value ÷ total of payments × payments not yet due.',
  },
  MN: {
    name: 'Minnesota',
    leasesOffered: false,
    citation: 'Product decision (SPEC §7). Rent-to-own is treated as a consumer credit sale: Fogie v. THORN Americas, Inc., 190 F.3d 889 (8th Cir. 1999).',
  },
  NJ: {
    name: 'New Jersey',
    leasesOffered: false,
    citation: 'Product decision (SPEC §7). Rent-to-own is a retail installment sale subject to the usury cap: Perez v. Rent-A-Center, Inc., 186 N.J. 188 (2006).',
  },
  VT: { name: 'Vermont', leasesOffered: false, citation: 'Product decision (SPEC §7); legal basis to be confirmed by counsel (docs/pricing.md).' },
  WI: { name: 'Wisconsin', leasesOffered: false, citation: 'Product decision (SPEC §7); legal basis to be confirmed by counsel (docs/pricing.md).' },
  WY: { name: 'Wyoming', leasesOffered: false, citation: 'Product decision (SPEC §7); legal basis to be confirmed by counsel (docs/pricing.md).' },
};

const SERVED_WITHOUT_RULES: StateRule = { name: '', leasesOffered: true, citation: '' };

/** Normalises a state code ('ca ' → 'CA') and checks it is one of the 50 states or DC. */
export function normalizeStateCode(state: string): string {
  // Codes nearly always arrive normalised already; skip the two string copies then.
  const code = isUpperPair(state) ? state : typeof state === 'string' ? state.trim().toUpperCase() : '';
  if (!stateSalesTaxBps.has(code)) {
    throw ValidationError.field('companyState', 'Must be the two-letter code of a US state or DC.');
  }
  return code;
}

function isUpperPair(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 2) return false;
  const first = value.charCodeAt(0);
  const second = value.charCodeAt(1);
  return first >= 65 && first <= 90 && second >= 65 && second <= 90;
}

/** The rule for a normalised state code; throws a 422 on `companyState` where leases are not offered. */
export function servedStateRule(code: string): StateRule {
  const rule = STATE_RULES[code] ?? SERVED_WITHOUT_RULES;
  if (!rule.leasesOffered) {
    // The reason doubles as the error's message, so the 422 says why rather than "the data was invalid".
    const reason = `Leases are not offered in ${rule.name} (${code}).`;
    throw new ValidationError({ companyState: [reason] }, reason);
  }
  return rule;
}

/** False for unknown codes and for states where leases are not offered. */
export function isLeaseOfferedIn(state: string): boolean {
  const code = state.trim().toUpperCase();
  if (!Object.hasOwn(STATE_SALES_TAX_BPS, code)) return false;
  return STATE_RULES[code]?.leasesOffered ?? true;
}
