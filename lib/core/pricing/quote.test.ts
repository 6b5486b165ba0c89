import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/lib/core/errors';
import { quote } from './quote';
import type { QuoteInput } from './types';

/** Texas, $1,000, option A, every 14 days, store rating 3, score 700 (band B), bi-weekly pay. */
const base: QuoteInput = {
  modelVersion: 1,
  option: 'A',
  paymentFrequency: '14-day',
  rating: 3,
  score: 700,
  leaseAmountCents: 1_000_00,
  companyState: 'TX',
  ocpIncluded: true,
  leaseStartDate: '2026-11-20',
  incomeFrequency: 'bi-weekly',
  payDate: '2026-11-06',
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('quote — worked examples', () => {
  it('prices a plain Texas lease (every number worked by hand in docs/pricing.md)', () => {
    const q = quote(base);
    expect(q).toMatchObject({
      band: 'B',
      term: 12,
      numberOfPayments: 26,
      mult: 1.9, // B 1.80 + rating 3 0.10 + option A 0
      capped: false,
      salesTaxBps: 625,
      paymentAmountNoTaxCents: 73_08, // 1,000 × 1.9 ÷ 26 = 73.0769…
      taxPerPaymentCents: 4_57, // 73.08 × 6.25 % = 4.5675
      paymentAmountCents: 77_65,
      ocpAmountCents: 4_62, // $10/month × 12 ÷ 26 = 4.615…
      leaseDepositCents: 50_00, // 5 %
      leaseDepositTaxCents: 3_13, // 3.125 → 3.13
      totalOfPaymentsNoTaxCents: 1_900_08,
      totalOfPaymentsCents: 2_018_90,
      ocpTotalCents: 120_12,
      totalCostOfOwnershipCents: 2_072_03, // 50.00 + 3.13 + 2,018.90
    });
    // Lease starts Friday 20 Nov; pay days 6 Nov, 20 Nov, 4 Dec; 20 Nov is not 7 days out.
    expect(iso(q.firstPaymentDate)).toBe('2026-12-04');
  });

  it('states the early purchase options exactly', () => {
    const { days90, months6, months9 } = quote(base).earlyPurchase;
    // 90 days: $1,000 + $25 fee − 6 payments made (4 Dec … 12 Feb) × 73.08 = 586.52, + 6.25 % tax.
    expect(days90).toMatchObject({ scheduledPaymentsBefore: 6, amountNoTaxCents: 586_52, amountCents: 623_18, purchasePriceCents: 1_025_00 });
    expect(iso(days90.byDate)).toBe('2027-02-18');
    // 6 months: 14 unpaid; principal 1,000 × 14/26 = 538.46; fee 1,023.12 − 538.46 = 484.66, half off → 242.33.
    expect(months6).toMatchObject({ scheduledPaymentsBefore: 12, amountNoTaxCents: 780_79 });
    expect(iso(months6.byDate)).toBe('2027-05-20');
    // 9 months: 7 unpaid; principal 269.23; fee 511.56 − 269.23 = 242.33, 40 % off → 145.40.
    expect(months9).toMatchObject({ scheduledPaymentsBefore: 19, amountNoTaxCents: 414_63 });
    expect(iso(months9.byDate)).toBe('2027-08-20');
  });

  it('lowers the multiplier to fit the California cap', () => {
    // Band D, rating 5, option C: 2.00 + 0.20 + 0.20 = 2.40; 18 monthly payments; deposit 15 % = $300.
    const q = quote({ ...base, companyState: 'CA', option: 'C', rating: 5, score: 500, leaseAmountCents: 2_000_00, paymentFrequency: 'monthly' });
    expect(q.rateCardMultBps).toBe(24_000);
    // Cap 2.25 × 2,000 = 4,500.00; (4,500 − 300) ÷ 18 = 233.333… → 233.33.
    expect(q).toMatchObject({ capped: true, numberOfPayments: 18, leaseDepositCents: 300_00, paymentAmountNoTaxCents: 233_33, multBps: 20_999 });
    expect(q.leaseDepositCents + q.totalOfPaymentsNoTaxCents).toBe(4_499_94);
    expect(q.taxPerPaymentCents).toBe(16_92); // 233.33 × 7.25 % = 16.916…
  });

  it('leaves West Virginia prices under 240 % alone and caps those above', () => {
    const under = quote({ ...base, companyState: 'WV', option: 'B', rating: 4, score: 650 }); // 2.05 + 10 % deposit
    expect(under).toMatchObject({ capped: false, mult: 2.05 });
    const over = quote({ ...base, companyState: 'WV', option: 'C', rating: 5, score: 500 }); // 2.40 + 15 % deposit
    expect(over.capped).toBe(true);
    expect(over.leaseDepositCents + over.totalOfPaymentsNoTaxCents).toBeLessThanOrEqual(2_400_00);
  });

  it('applies the store tax override and half-basis-point state rates', () => {
    expect(quote({ ...base, salesTaxBps: 825 }).taxPerPaymentCents).toBe(6_03); // 73.08 × 8.25 % = 6.0291
    expect(quote({ ...base, companyState: 'MO' }).taxPerPaymentCents).toBe(3_09); // × 4.225 % = 3.0876…
    expect(quote({ ...base, companyState: 'OR' }).taxPerPaymentCents).toBe(0);
  });

  it('counts payments per frequency and term, half-up', () => {
    const counts = (option: 'A' | 'B' | 'C') =>
      (['14-day', '28-day', 'semi-monthly', 'monthly'] as const).map((f) => quote({ ...base, option, paymentFrequency: f }).numberOfPayments);
    expect(counts('A')).toEqual([26, 13, 24, 12]);
    expect(counts('B')).toEqual([33, 16, 30, 15]); // 15 months: 32.5 → 33, 16.25 → 16
    expect(counts('C')).toEqual([39, 20, 36, 18]); // 18 months: 19.5 → 20
  });

  it('takes the additional down payment off the amount leased', () => {
    const q = quote({ ...base, leaseAmountCents: 1_200_00, additionalDownCents: 200_00 });
    expect(q.amountLeasedCents).toBe(1_000_00);
    expect(q.paymentAmountNoTaxCents).toBe(73_08);
  });

  it('charges no care plan unless included, and prices a band given without a score', () => {
    expect(quote({ ...base, ocpIncluded: false }).ocpAmountCents).toBe(0);
    expect(quote({ ...base, score: null, band: 'a+' })).toMatchObject({ band: 'A+', mult: 1.8 });
  });
});

describe('quote — first payment date', () => {
  const first = (over: Partial<QuoteInput>) => iso(quote({ ...base, ...over }).firstPaymentDate);

  it('uses a weekly pay date given in the future, exactly 7 days out', () => {
    expect(first({ incomeFrequency: 'weekly', payDate: '2026-12-25' })).toBe('2026-11-27');
  });

  it('keeps a month-end pay day at the end of short months', () => {
    const q = quote({ ...base, incomeFrequency: 'monthly', payDate: '2026-01-31', leaseStartDate: '2026-02-10', paymentFrequency: 'monthly' });
    expect(iso(q.firstPaymentDate)).toBe('2026-02-28');
  });

  it('uses stated semi-monthly pay days, and derives them otherwise', () => {
    expect(first({ incomeFrequency: 'semi-monthly', semiMonthlyPayDays: [15, 1], leaseStartDate: '2026-03-10' })).toBe('2026-04-01');
    expect(first({ incomeFrequency: 'semi-monthly', payDate: '2026-01-15', leaseStartDate: '2026-03-10' })).toBe('2026-03-31');
    expect(first({ incomeFrequency: 'semi-monthly', payDate: '2026-01-05', leaseStartDate: '2026-03-10' })).toBe('2026-03-20');
  });

  it('counts a Date lease start by its UTC day', () => {
    expect(first({ leaseStartDate: new Date('2026-11-20T23:59:00Z') })).toBe('2026-12-04');
  });
});

describe('quote — refusals', () => {
  const fieldErrors = (over: Partial<QuoteInput>) => {
    try {
      quote({ ...base, ...over });
    } catch (error) {
      if (error instanceof ValidationError) return error.fieldErrors;
      throw error;
    }
    throw new Error('expected a ValidationError');
  };

  it('refuses states where leases are not offered, naming the state', () => {
    expect(fieldErrors({ companyState: 'MN' })).toEqual({ companyState: ['Leases are not offered in Minnesota (MN).'] });
    for (const state of ['NJ', 'WI', 'WY', 'vt']) expect(fieldErrors({ companyState: state })).toHaveProperty('companyState');
  });

  it('names the field of every bad input', () => {
    expect(fieldErrors({ companyState: 'XX' })).toHaveProperty('companyState');
    expect(fieldErrors({ modelVersion: 99 })).toHaveProperty('modelVersion');
    expect(fieldErrors({ rating: 6 })).toHaveProperty('rating');
    expect(fieldErrors({ score: 1_200 })).toHaveProperty('score');
    expect(fieldErrors({ score: undefined })).toHaveProperty('score');
    expect(fieldErrors({ leaseAmountCents: 99_99 })).toHaveProperty('leaseAmount');
    expect(fieldErrors({ leaseAmountCents: 10.5 })).toHaveProperty('leaseAmount');
    expect(fieldErrors({ additionalDownCents: -1 })).toHaveProperty('additionalDown');
    expect(fieldErrors({ payDate: '2026-02-30' })).toHaveProperty('payDate');
    expect(fieldErrors({ salesTaxBps: 5_000 })).toHaveProperty('salesTaxBps');
    expect(fieldErrors({ option: 'D' as never })).toHaveProperty('option');
    expect(fieldErrors({ option: 'constructor' as never })).toHaveProperty('option');
    expect(fieldErrors({ paymentFrequency: 'toString' as never })).toHaveProperty('paymentFrequency');
    expect(fieldErrors({ paymentFrequency: 'weekly' as never })).toHaveProperty('paymentFrequency');
    expect(fieldErrors({ incomeFrequency: 'yearly' as never })).toHaveProperty('incomeFrequency');
  });
});
