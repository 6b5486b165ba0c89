import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';
import { toPaymentsResponse } from './payments-response';
import { quote } from './quote';

describe('payments response (API 2.11)', () => {
  it('formats long-form US dates', () => {
    expect(formatLongDate(new Date('2026-12-04T00:00:00Z'))).toBe('Friday, December 4, 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });

  it('shapes a quote field for field', () => {
    const q = quote({
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
    });
    const { schedule, ...rest } = toPaymentsResponse(q, 1_234_50);
    expect(rest).toEqual({
      modelVersionUsed: '1',
      term: 12,
      leaseAmount: '$1,234.50',
      paymentAmount: 77.65,
      paymentAmount_no_tax: 73.08,
      total: '$2,018.90',
      mult: 1.9,
      firstPaymentDate: 'Friday, December 4, 2026',
      total_cost_ownership: 2072.03,
      ocp_amount: 4.62,
      lease_deposit: '$50.00',
      express_pay_3_month: '$623.18',
      express_pay_6_month: '$829.59',
      express_pay_9_month: '$440.54',
      numberOfPayments: 26,
    });
    expect(schedule).toHaveLength(26);
    expect(schedule[0]).toEqual({ n: 1, date: '2026-12-04', paymentAmount_no_tax: 73.08, tax: 4.57, ocp_amount: 4.62, total: 82.27, remainingBalance: 2056.75 });
    expect(schedule.at(-1)).toMatchObject({ n: 26, date: '2027-11-19', remainingBalance: 0 });
  });
});
