import type { IncomeRecord } from '@/db/schema/applicants';
import { monthlyIncomeCents, type CoApplicantInput, type IncomeFrequency, type ScoringInput } from '../scoring';

/** An income as the schemas produce it and the applicants table stores it (gross in cents). */
export type ScoredIncome = Pick<IncomeRecord, 'source' | 'frequency' | 'grossCents'>;

function required(income: ScoredIncome, field: string): { grossCents: number; frequency: IncomeFrequency; source: string } {
  if (income.grossCents === undefined || !income.frequency || !income.source) throw new Error(`${field} is incomplete; it should have been validated.`);
  return { grossCents: income.grossCents, frequency: income.frequency as IncomeFrequency, source: income.source };
}

export type ScoringFacts = {
  primaryIncome: ScoredIncome;
  secondaryIncome?: ScoredIncome | null;
  dateOfBirth: string;
  bankOpenedAt?: string | null;
  onlineBanking?: boolean | null;
  coApplicant?: { primaryIncome: ScoredIncome; dateOfBirth: string } | null;
  storeState: string;
  asOf: Date;
  recentDecline: boolean;
};

/** The model's input from validated (or stored) application facts. */
export function toScoringInput(facts: ScoringFacts): ScoringInput {
  const primary = required(facts.primaryIncome, 'primaryIncome');
  const secondary = facts.secondaryIncome?.grossCents !== undefined ? required(facts.secondaryIncome, 'secondaryIncome') : null;
  let coApplicant: CoApplicantInput | null = null;
  if (facts.coApplicant) {
    const income = required(facts.coApplicant.primaryIncome, 'co_applicant.primaryIncome');
    coApplicant = { grossIncomeCents: income.grossCents, incomeFrequency: income.frequency, incomeSource: income.source, dateOfBirth: facts.coApplicant.dateOfBirth };
  }
  return {
    grossIncomeCents: primary.grossCents,
    incomeFrequency: primary.frequency,
    incomeSource: primary.source,
    secondaryMonthlyIncomeCents: secondary ? monthlyIncomeCents(secondary.grossCents, secondary.frequency) : 0,
    bankOpenedAt: facts.bankOpenedAt ?? null,
    onlineBanking: facts.onlineBanking ?? null,
    dateOfBirth: facts.dateOfBirth,
    coApplicant,
    storeState: facts.storeState,
    asOf: facts.asOf,
    recentDecline: facts.recentDecline,
  };
}
