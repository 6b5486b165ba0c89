/**
 * Scoring model v1: a points scorecard (v1-scorecard.ts) plus decision rules. Pure: everything it needs
 * is in the input, including the decision date. Frozen once shipped; changes go in a new version.
 */
import type { Cents } from '@/lib/core/money';
import { ageInYears, daysSince } from './calendar';
import { assertCents, monthlyIncomeCents } from './income';
import { reason, type ReasonCode } from './reasons';
import type { DecisionCode, ScoringInput, ScoringModel, ScoringResult } from './types';
import { v1Offers } from './v1-offers';
import {
  V1_BASE_POINTS,
  scoreApplicantAge,
  scoreBankAccountAge,
  scoreCoApplicant,
  scoreIncome,
  scoreIncomeSource,
  scoreOnlineBanking,
  type FactorScore,
} from './v1-scorecard';

export const V1_VERSION = 1;

/** States where the lease product is not offered. */
export const V1_STATES_NOT_SERVED: ReadonlySet<string> = new Set(['MN', 'NJ', 'WI', 'WY', 'VT']);

/** Household monthly income below $1,000 cannot carry a lease payment: declined outright. */
export const V1_MIN_MONTHLY_INCOME_CENTS: Cents = 100_000;

/** An account this new is declined; under 90 days it can at best go to manual review. */
export const V1_DECLINE_BANK_AGE_DAYS = 30;
export const V1_REVIEW_BANK_AGE_DAYS = 90;

/** Score floors per band, best first. Bands A+, A and B approve; C goes to review; D is declined. */
export const V1_BANDS: ReadonlyArray<{ band: string; minScore: number; code: DecisionCode }> = [
  { band: 'A+', minScore: 800, code: 'A' },
  { band: 'A', minScore: 720, code: 'A' },
  { band: 'B', minScore: 640, code: 'A' },
  { band: 'C', minScore: 560, code: 'R' },
  { band: 'D', minScore: 0, code: 'N' },
];

/** Reg B: disclosing the four principal reasons is sufficient; more dilutes the notice. */
const MAX_FACTOR_REASONS = 4;

const MIN_SCORE = 100;
const MAX_SCORE = 999;

function sumScore(factors: FactorScore[]): number {
  const raw = factors.reduce((total, f) => total + f.points, V1_BASE_POINTS);
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, raw));
}

function bandFor(score: number): (typeof V1_BANDS)[number] {
  const found = V1_BANDS.find((b) => score >= b.minScore);
  if (!found) throw new Error(`No v1 band for score ${score}`);
  return found;
}

/** Factor reasons ordered by points lost, largest first; ties keep the scorecard's factor order. */
function factorReasons(factors: FactorScore[]): ReasonCode[] {
  return factors
    .map((f, index) => ({ code: f.reason, lost: f.maxPoints - f.points, index }))
    .filter((r): r is { code: ReasonCode; lost: number; index: number } => r.code !== null)
    .sort((a, b) => b.lost - a.lost || a.index - b.index)
    .map((r) => r.code);
}

function normalizeState(state: string): string {
  const normalized = state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(normalized)) throw new RangeError(`storeState must be a two-letter state code, got "${state}"`);
  return normalized;
}

function scoreV1(input: ScoringInput): ScoringResult {
  assertCents(input.secondaryMonthlyIncomeCents ?? 0, 'secondaryMonthlyIncomeCents');
  const state = normalizeState(input.storeState);
  const age = ageInYears(input.dateOfBirth, input.asOf);
  const bankDays = input.bankOpenedAt === null ? null : Math.max(0, daysSince(input.bankOpenedAt, input.asOf, 'bankOpenedAt'));

  const applicantMonthly = monthlyIncomeCents(input.grossIncomeCents, input.incomeFrequency) + (input.secondaryMonthlyIncomeCents ?? 0);
  const co = input.coApplicant
    ? {
        age: ageInYears(input.coApplicant.dateOfBirth, input.asOf, 'coApplicant.dateOfBirth'),
        monthlyCents: monthlyIncomeCents(input.coApplicant.grossIncomeCents, input.coApplicant.incomeFrequency),
      }
    : null;
  // A minor cannot sign the lease, so an under-age co-applicant's income is set aside.
  const household = applicantMonthly + (co && co.age >= 18 ? co.monthlyCents : 0);

  const bankFactors = [scoreBankAccountAge(bankDays), scoreOnlineBanking(input.onlineBanking)];
  const factors = [
    scoreIncome(household),
    scoreIncomeSource(input.incomeSource),
    ...bankFactors,
    scoreApplicantAge(age),
    scoreCoApplicant(co),
  ];
  const score = sumScore(factors);
  const band = bandFor(score);

  // Payments come from the application's bank account, so the co-applicant's own score uses it too.
  const coapplicantScore =
    input.coApplicant && co
      ? sumScore([scoreIncome(co.monthlyCents), scoreIncomeSource(input.coApplicant.incomeSource), ...bankFactors, scoreApplicantAge(co.age)])
      : null;

  const base = { modelVersion: V1_VERSION, score, band: band.band, coapplicantScore, monthlyIncomeCents: household };
  const notApproved = (code: 'R' | 'N', codes: ReasonCode[]): ScoringResult => ({
    ...base,
    code,
    reasons: [...new Set(codes)].map(reason),
    offers: {},
    optionsApproved: '',
    downPayments: {},
  });

  // Hard rules decline whatever the score; their reasons alone are the principal reasons.
  const hardRules: ReasonCode[] = [];
  if (age < 18) hardRules.push('UNDERAGE');
  if (V1_STATES_NOT_SERVED.has(state)) hardRules.push('STATE_NOT_SERVED');
  if (input.recentDecline) hardRules.push('RECENT_DECLINE');
  if (household < V1_MIN_MONTHLY_INCOME_CENTS) hardRules.push('INSUFFICIENT_INCOME');
  if (bankDays !== null && bankDays < V1_DECLINE_BANK_AGE_DAYS) hardRules.push('BANK_ACCOUNT_TOO_NEW');
  if (hardRules.length > 0) return notApproved('N', hardRules);

  // Without 90 days of account history nobody is approved automatically: a person looks first.
  const reviewRules: ReasonCode[] = [];
  if (bankDays === null) reviewRules.push('NO_BANK_ACCOUNT_HISTORY');
  else if (bankDays < V1_REVIEW_BANK_AGE_DAYS) reviewRules.push('BANK_ACCOUNT_TOO_NEW');

  const code: DecisionCode = band.code === 'A' && reviewRules.length > 0 ? 'R' : band.code;
  if (code !== 'A') return notApproved(code, [...reviewRules, ...factorReasons(factors).slice(0, MAX_FACTOR_REASONS)]);

  if (band.band !== 'A+' && band.band !== 'A' && band.band !== 'B') throw new Error(`Band ${band.band} cannot approve`);
  return { ...base, code, reasons: [], ...v1Offers(band.band, household) };
}

export const scoringModelV1: ScoringModel = { version: V1_VERSION, score: scoreV1 };
