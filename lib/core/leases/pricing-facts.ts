import type { Application } from '@/db/schema/applications';
import type { Cents } from '@/lib/core/money';
import type { IncomeFrequency, OptionLetter, PaymentFrequency, QuoteInput } from '@/lib/core/pricing';
import { ValidationError } from '../errors';
import type { PricingRow } from './pricing-row';
import { localDate } from './local-date';

/**
 * What pricing needs to know about an application, its store and its applicant: the facts a calculator
 * request may leave out when it names the application (API description 2.12), and that a lease always
 * takes from the application, never from the request.
 */
export type PricingFacts = {
  applicationId: number;
  modelVersion: number;
  score: number | null;
  band: string | null;
  rating: number;
  companyState: string;
  salesTaxBps: number | null;
  timeZone: string;
  incomeFrequency: IncomeFrequency;
  /** A known pay date (income `pay_date`), or null when the application has none. */
  payDate: string | null;
  semiMonthlyPayDays: [number, number] | null;
  zipCode: string | null;
};

const incomeFrequencies: readonly string[] = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];

export function pricingFactsOf({ application, store, applicant }: PricingRow): PricingFacts {
  if (application.modelVersion === null || (application.score === null && !application.band)) {
    throw ValidationError.field('application_id', `Application ${application.id} has no credit decision yet, so it cannot be priced.`);
  }
  const income = applicant.primaryIncome ?? {};
  if (!income.frequency || !incomeFrequencies.includes(income.frequency)) {
    throw ValidationError.field('application_id', `Application ${application.id} has no income pay frequency, so payment dates cannot be set.`);
  }
  const first = income.first_pay_day;
  const second = income.second_pay_day;
  return {
    applicationId: application.id,
    modelVersion: application.modelVersion,
    score: application.score,
    band: application.band,
    rating: store.rating,
    companyState: store.state,
    salesTaxBps: store.salesTaxBps,
    timeZone: store.timezone,
    incomeFrequency: income.frequency as IncomeFrequency,
    payDate: income.pay_date ?? null,
    semiMonthlyPayDays: first && second && first !== second ? [first, second] : null,
    zipCode: applicant.location?.code ?? null,
  };
}

/** The quote inputs an application fixes; the lease start is the store's local day of `now`. */
export function quoteFactsOf(facts: PricingFacts, now: Date): Omit<QuoteInput, 'option' | 'paymentFrequency' | 'leaseAmountCents' | 'additionalDownCents' | 'ocpIncluded'> {
  const leaseStartDate = localDate(now, facts.timeZone);
  return {
    modelVersion: facts.modelVersion,
    rating: facts.rating,
    score: facts.score,
    band: facts.band,
    companyState: facts.companyState,
    salesTaxBps: facts.salesTaxBps,
    leaseStartDate,
    incomeFrequency: facts.incomeFrequency,
    // Without a known pay date, the lease start stands in for one: payments then follow the stated
    // cadence from the first date at least 7 days out (docs/leases.md).
    payDate: facts.payDate ?? leaseStartDate,
    semiMonthlyPayDays: facts.semiMonthlyPayDays,
  };
}

/**
 * The payment frequency a lease defaults to: the applicant's own pay cadence, so a payment falls on a
 * payday. Weekly pay has no weekly plan; it defaults to every 14 days (every other payday).
 */
export function defaultPaymentFrequency(income: IncomeFrequency): PaymentFrequency {
  switch (income) {
    case 'weekly':
    case 'bi-weekly':
      return '14-day';
    case 'semi-monthly':
      return 'semi-monthly';
    case 'monthly':
      return 'monthly';
  }
}

/** The options an application is approved for, with their approved amounts (cents), in letter order. */
export function approvedOptions(application: Pick<Application, 'offerAmounts' | 'optionsApproved'>): Partial<Record<OptionLetter, Cents>> {
  const out: Partial<Record<OptionLetter, Cents>> = {};
  const letters = (application.optionsApproved ?? '').split('');
  for (const letter of ['A', 'B', 'C'] as const) {
    const amount = application.offerAmounts?.[letter];
    if (letters.includes(letter) && typeof amount === 'number' && amount > 0) out[letter] = amount;
  }
  return out;
}

/**
 * The application's best approved option: the one approving the most (what the customer can take home);
 * on a tie, the earlier letter, which has the smaller initial payment and lower multiplier.
 */
export function bestApprovedOption(application: Pick<Application, 'offerAmounts' | 'optionsApproved'>): { option: OptionLetter; amountCents: Cents } | null {
  let best: { option: OptionLetter; amountCents: Cents } | null = null;
  for (const [option, amountCents] of Object.entries(approvedOptions(application)) as [OptionLetter, Cents][]) {
    if (!best || amountCents > best.amountCents) best = { option, amountCents };
  }
  return best;
}
