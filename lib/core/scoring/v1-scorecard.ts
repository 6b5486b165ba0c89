/**
 * Model v1 points tables. Frozen: a decision made with v1 must score the same forever, so any change
 * here is a new model version (see docs/scoring.md), never an edit.
 */
import type { Cents } from '@/lib/core/money';
import type { ReasonCode } from './reasons';
import { normalizeIncomeSource } from './income';

export const V1_BASE_POINTS = 250;

export type FactorName = 'income' | 'incomeSource' | 'bankAccountAge' | 'onlineBanking' | 'applicantAge' | 'coApplicant';

/** One factor's contribution. `reason` is set only when the factor scored below its maximum. */
export type FactorScore = { factor: FactorName; points: number; maxPoints: number; reason: ReasonCode | null };

/** Household monthly income, cents → points. First row whose floor the income reaches wins. */
export const V1_INCOME_POINTS: ReadonlyArray<{ minMonthlyCents: Cents; points: number }> = [
  { minMonthlyCents: 600_000, points: 270 },
  { minMonthlyCents: 400_000, points: 240 },
  { minMonthlyCents: 300_000, points: 200 },
  { minMonthlyCents: 200_000, points: 160 },
  { minMonthlyCents: 150_000, points: 110 },
  { minMonthlyCents: 100_000, points: 60 },
  { minMonthlyCents: 0, points: 0 },
];

/**
 * Income source scores how verifiable the income is, not where it comes from: benefits and retirement
 * income score like wages because Regulation B forbids discounting income for being public assistance
 * or a pension. Self-employment and unknown sources cannot be checked against pay records.
 */
export const V1_INCOME_SOURCE_POINTS: Readonly<Record<string, number>> = {
  employment: 90,
  benefits: 90,
  retirement: 90,
  self_employment: 60,
};
export const V1_OTHER_INCOME_SOURCE_POINTS = 20;

/** Days the bank account has been open → points. Under 90 days also triggers a decision rule in v1.ts. */
export const V1_BANK_AGE_POINTS: ReadonlyArray<{ minDays: number; points: number }> = [
  { minDays: 730, points: 170 },
  { minDays: 365, points: 140 },
  { minDays: 180, points: 100 },
  { minDays: 90, points: 60 },
];

export const V1_ONLINE_BANKING_POINTS = 40;

/**
 * Applicant age in whole years → points. The top row is open-ended so applicants 62 and over are
 * never scored below younger ones (Regulation B: age may not count against an elderly applicant).
 */
export const V1_AGE_POINTS: ReadonlyArray<{ minAge: number; points: number }> = [
  { minAge: 25, points: 90 },
  { minAge: 21, points: 60 },
  { minAge: 18, points: 30 },
];

/** An adult co-applicant with income is a second payer; their income itself counts in household income. */
export const V1_COAPPLICANT_POINTS = 50;

function factor(name: FactorName, points: number, maxPoints: number, reasonIfShort: ReasonCode | null): FactorScore {
  return { factor: name, points, maxPoints, reason: points < maxPoints ? reasonIfShort : null };
}

export function scoreIncome(monthlyCents: Cents): FactorScore {
  const row = V1_INCOME_POINTS.find((r) => monthlyCents >= r.minMonthlyCents);
  const max = V1_INCOME_POINTS[0]?.points ?? 0;
  return factor('income', row?.points ?? 0, max, 'LOW_INCOME');
}

export function scoreIncomeSource(source: string): FactorScore {
  const points = V1_INCOME_SOURCE_POINTS[normalizeIncomeSource(source)] ?? V1_OTHER_INCOME_SOURCE_POINTS;
  return factor('incomeSource', points, 90, 'UNVERIFIED_INCOME_SOURCE');
}

/** `days` is null when no opening date was given; a future date counts as a brand-new account. */
export function scoreBankAccountAge(days: number | null): FactorScore {
  const max = V1_BANK_AGE_POINTS[0]?.points ?? 0;
  if (days === null) return factor('bankAccountAge', 0, max, 'NO_BANK_ACCOUNT_HISTORY');
  const row = V1_BANK_AGE_POINTS.find((r) => days >= r.minDays);
  return factor('bankAccountAge', row?.points ?? 0, max, days < 90 ? 'BANK_ACCOUNT_TOO_NEW' : 'SHORT_BANK_ACCOUNT_HISTORY');
}

/** Unknown (null) scores like "no": the points reward a confirmed fact. */
export function scoreOnlineBanking(online: boolean | null): FactorScore {
  return factor('onlineBanking', online === true ? V1_ONLINE_BANKING_POINTS : 0, V1_ONLINE_BANKING_POINTS, 'NO_ONLINE_BANKING');
}

/** Under 18 scores 0 with no factor reason: the UNDERAGE rule declines and states the reason. */
export function scoreApplicantAge(age: number): FactorScore {
  const row = V1_AGE_POINTS.find((r) => age >= r.minAge);
  const max = V1_AGE_POINTS[0]?.points ?? 0;
  return factor('applicantAge', row?.points ?? 0, max, age >= 18 ? 'APPLICANT_UNDER_25' : null);
}

/**
 * No co-applicant is not held against anyone (maximum 0, so no reason); an under-age co-applicant is
 * named as a reason because the income they brought was set aside.
 */
export function scoreCoApplicant(coApplicant: { age: number; monthlyCents: Cents } | null): FactorScore {
  if (!coApplicant) return factor('coApplicant', 0, 0, null);
  if (coApplicant.age < 18) return factor('coApplicant', 0, V1_COAPPLICANT_POINTS, 'COAPPLICANT_UNDERAGE');
  if (coApplicant.monthlyCents <= 0) return factor('coApplicant', 0, 0, null);
  return factor('coApplicant', V1_COAPPLICANT_POINTS, V1_COAPPLICANT_POINTS, null);
}
