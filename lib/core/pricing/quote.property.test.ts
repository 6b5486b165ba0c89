import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quote } from './quote';
import { buildSchedule } from './schedule';
import { STATE_RULES } from './state-rules';
import { STATE_SALES_TAX_BPS } from './sales-tax';
import type { IncomeFrequency, OptionLetter, PaymentFrequency, QuoteInput } from './types';

const DAY_MS = 86_400_000;
const SERVED = Object.keys(STATE_SALES_TAX_BPS).filter((s) => STATE_RULES[s]?.leasesOffered !== false);
const CAPPED = Object.entries(STATE_RULES).filter(([, r]) => r.totalCostCapBps !== undefined);
const PER_YEAR: Record<PaymentFrequency, number> = { '14-day': 26, '28-day': 13, 'semi-monthly': 24, monthly: 12 };
const TERM: Record<OptionLetter, number> = { A: 12, B: 15, C: 18 };

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;
const isoDay = fc.integer({ min: day(2024, 1, 1), max: day(2030, 12, 31) }).map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));

function inputs(states: readonly string[]) {
  return fc.record({
    modelVersion: fc.constant(1),
    option: fc.constantFrom<OptionLetter>('A', 'B', 'C'),
    paymentFrequency: fc.constantFrom<PaymentFrequency>('14-day', '28-day', 'semi-monthly', 'monthly'),
    rating: fc.integer({ min: 1, max: 5 }),
    score: fc.integer({ min: 100, max: 999 }),
    leaseAmountCents: fc.integer({ min: 100_00, max: 10_000_00 }),
    companyState: fc.constantFrom(...states),
    ocpIncluded: fc.boolean(),
    leaseStartDate: isoDay,
    incomeFrequency: fc.constantFrom<IncomeFrequency>('weekly', 'bi-weekly', 'semi-monthly', 'monthly'),
    payDate: isoDay,
    additionalDown: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_00 })),
  }).map(({ additionalDown, ...rest }): QuoteInput => ({
    ...rest,
    // Keep at least the $100 minimum leased.
    additionalDownCents: Math.min(additionalDown, rest.leaseAmountCents - 100_00),
  }));
}

/** Half-up tax worked in BigInt from the table, independent of the code under test. */
function expectedTax(amountCents: number, bps: number): number {
  const tenths = BigInt(Math.round(bps * 10));
  return Number((2n * BigInt(amountCents) * tenths + 100_000n) / 200_000n);
}

/** Is `d` (a day number) a pay day, by brute-force definition rather than the arithmetic under test. */
function isPayDay(d: number, input: QuoteInput): boolean {
  const pay = new Date(`${input.payDate}T00:00:00Z`);
  const payDay = pay.getTime() / DAY_MS;
  const date = new Date(d * DAY_MS);
  const dim = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  const payDim = new Date(Date.UTC(pay.getUTCFullYear(), pay.getUTCMonth() + 1, 0)).getUTCDate();
  const payDom = pay.getUTCDate();
  const on = (dom: number) => date.getUTCDate() === Math.min(dom, dim);
  switch (input.incomeFrequency) {
    case 'weekly':
      return (((d - payDay) % 7) + 7) % 7 === 0;
    case 'bi-weekly':
      return (((d - payDay) % 14) + 14) % 14 === 0;
    case 'monthly':
      return on(payDom === payDim ? 31 : payDom);
    case 'semi-monthly': {
      const pair = payDom === 15 || payDom === payDim ? [15, 31] : payDom < 15 ? [payDom, payDom + 15] : [payDom - 15, payDom];
      return pair.some(on);
    }
  }
}

describe('quote — properties', () => {
  it('schedule reconciles with the totals to the cent; no payment is zero or negative', () => {
    fc.assert(
      fc.property(inputs(SERVED), (input) => {
        const q = quote(input);
        const rows = buildSchedule(q);
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
        expect(rows).toHaveLength(q.numberOfPayments);
        expect(sum((r) => r.baseCents)).toBe(q.totalOfPaymentsNoTaxCents);
        expect(sum((r) => r.baseCents + r.taxCents)).toBe(q.totalOfPaymentsCents);
        expect(sum((r) => r.ocpCents)).toBe(q.ocpTotalCents);
        expect(sum((r) => r.totalCents)).toBe(q.totalOfPaymentsCents + q.ocpTotalCents);
        expect(q.totalCostOfOwnershipCents).toBe(q.leaseDepositCents + q.leaseDepositTaxCents + q.totalOfPaymentsCents);
        let remaining = q.totalOfPaymentsCents + q.ocpTotalCents;
        let previousDate = '';
        for (const row of rows) {
          expect(row.baseCents).toBeGreaterThan(0);
          expect(row.totalCents).toBe(row.baseCents + row.taxCents + row.ocpCents);
          for (const v of [row.baseCents, row.taxCents, row.ocpCents, row.totalCents, row.remainingBalanceCents]) expect(Number.isInteger(v)).toBe(true);
          remaining -= row.totalCents;
          expect(row.remainingBalanceCents).toBe(remaining);
          expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(row.date > previousDate).toBe(true); // YYYY-MM-DD sorts as the days do
          previousDate = row.date;
        }
        expect(remaining).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('every capped state holds its cap across options, frequencies, ratings, bands and amounts', () => {
    fc.assert(
      fc.property(inputs(CAPPED.map(([s]) => s)), (input) => {
        const q = quote(input);
        const capBps = STATE_RULES[q.companyState]?.totalCostCapBps ?? 0;
        expect((q.leaseDepositCents + q.totalOfPaymentsNoTaxCents) * 10_000).toBeLessThanOrEqual(q.amountLeasedCents * capBps);
        expect(q.multBps).toBeLessThanOrEqual(q.rateCardMultBps);
        expect(q.paymentAmountNoTaxCents).toBeGreaterThan(0);
      }),
      { numRuns: 2_000 },
    );
  });

  it('charges the table rate (or the override) on every payment and the deposit', () => {
    fc.assert(
      fc.property(inputs(SERVED), fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }), (input, override) => {
        const q = quote({ ...input, salesTaxBps: override });
        const bps = override ?? STATE_SALES_TAX_BPS[q.companyState] ?? -1;
        expect(q.salesTaxBps).toBe(bps);
        expect(q.taxPerPaymentCents).toBe(expectedTax(q.paymentAmountNoTaxCents, bps));
        expect(q.leaseDepositTaxCents).toBe(expectedTax(q.leaseDepositCents, bps));
      }),
      { numRuns: 500 },
    );
  });

  it('counts term × payments per year ÷ 12 payments, rounded half-up', () => {
    fc.assert(
      fc.property(inputs(SERVED), (input) => {
        const exact = (TERM[input.option] * PER_YEAR[input.paymentFrequency]) / 12;
        expect(quote(input).numberOfPayments).toBe(Math.floor(exact + 0.5));
      }),
    );
  });

  it('first payment is the first pay date at least 7 days after the start', () => {
    fc.assert(
      fc.property(inputs(SERVED), (input) => {
        const q = quote(input);
        const start = new Date(`${input.leaseStartDate as string}T00:00:00Z`).getTime() / DAY_MS;
        const first = q.firstPaymentDate.getTime() / DAY_MS;
        expect(first).toBeGreaterThanOrEqual(start + 7);
        expect(isPayDay(first, input)).toBe(true);
        for (let d = start + 7; d < first; d += 1) expect(isPayDay(d, input)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('early purchase never costs more than finishing the lease, and respects West Virginia', () => {
    fc.assert(
      fc.property(fc.oneof(inputs(SERVED), inputs(['WV'])), (input) => {
        const q = quote(input);
        const options = [q.earlyPurchase.days90, q.earlyPurchase.months6, q.earlyPurchase.months9];
        for (const o of options) {
          const unpaid = q.numberOfPayments - o.scheduledPaymentsBefore;
          expect(o.amountNoTaxCents).toBeGreaterThanOrEqual(0);
          expect(o.amountNoTaxCents).toBeLessThanOrEqual(unpaid * q.paymentAmountNoTaxCents);
          expect(o.amountCents).toBe(o.amountNoTaxCents + expectedTax(o.amountNoTaxCents, q.salesTaxBps));
          if (q.companyState === 'WV') expect(o.amountNoTaxCents * q.numberOfPayments).toBeLessThanOrEqual(q.amountLeasedCents * unpaid);
        }
        expect(options.map((o) => o.byDate.getTime())).toEqual(options.map((o) => o.byDate.getTime()).sort((a, b) => a - b));
      }),
      { numRuns: 500 },
    );
  });
});
