import type { Cents } from '@/lib/core/money';
import type { ReasonCode } from './reasons';

export type IncomeFrequency = 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly';

/** Offer tiers: a later letter approves a higher amount for a larger initial payment. */
export type OptionLetter = 'A' | 'B' | 'C';

/** `A` approved, `R` manual review, `N` declined. */
export type DecisionCode = 'A' | 'R' | 'N';

export type CoApplicantInput = {
  /** Gross pay per pay period, integer cents. */
  grossIncomeCents: Cents;
  incomeFrequency: IncomeFrequency;
  incomeSource: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
};

/**
 * Everything a scoring model may look at. The caller resolves facts that need the database
 * (`recentDecline`) or the clock (`asOf`), so a model is a pure function of this value.
 */
export type ScoringInput = {
  /** Gross pay per pay period, integer cents. */
  grossIncomeCents: Cents;
  incomeFrequency: IncomeFrequency;
  /** 'employment', 'self_employment', 'benefits', 'retirement', 'other' (case and separators are forgiven). */
  incomeSource: string;
  /** Secondary income already expressed per month, integer cents. */
  secondaryMonthlyIncomeCents?: Cents;
  /** YYYY-MM-DD the bank account was opened; null when not given. */
  bankOpenedAt: string | null;
  /** Whether the account has online banking; null when not given. */
  onlineBanking: boolean | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  coApplicant?: CoApplicantInput | null;
  /** Two-letter state of the store the application is for. */
  storeState: string;
  /** The decision date. Ages and account ages are counted to its UTC calendar day. */
  asOf: Date;
  /** True when the same SSN was declined at the same retailer within the last 30 days. */
  recentDecline: boolean;
};

export type Reason = { code: ReasonCode; text: string };

export type ScoringResult = {
  modelVersion: number;
  /** Integer 100–999. */
  score: number;
  band: string;
  code: DecisionCode;
  /** Principal reasons, most important first. Never empty for `R` or `N`; empty for `A`. */
  reasons: Reason[];
  /** Approved amount per approved option; empty unless `code` is `A`. */
  offers: Partial<Record<OptionLetter, Cents>>;
  /** Approved option letters in order, e.g. 'ABC', 'AB' or ''. */
  optionsApproved: string;
  /** Initial payment required per approved option. */
  downPayments: Partial<Record<OptionLetter, Cents>>;
  /** The co-applicant scored on their own income, source and age; null without a co-applicant. */
  coapplicantScore: number | null;
  /** Household monthly income the model used (applicant + secondary + counted co-applicant), cents. */
  monthlyIncomeCents: Cents;
};

export type ScoringModel = {
  version: number;
  score(input: ScoringInput): ScoringResult;
};
