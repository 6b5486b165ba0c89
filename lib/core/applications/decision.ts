import type { Applicant } from '@/db/schema/applicants';
import type { Application } from '@/db/schema/applications';
import type { Cents } from '../money';
import { reasonTexts, type DecisionCode, type OptionLetter, type Reason } from '../scoring';

/** The wording of a decision code in responses: `determination` and `reason` of the application result. */
export const determinations: Record<DecisionCode, 'approved' | 'review' | 'declined'> = { A: 'approved', R: 'review', N: 'declined' };

/** A recorded decision as the core reports it; the API's application result (2.7) is shaped from it. */
export type ApplicationDecision = {
  applicationId: number;
  uuid: string;
  storeId: number;
  stateCode: Application['stateCode'];
  code: DecisionCode;
  modelVersion: number;
  score: number;
  coapplicantScore: number | null;
  band: string;
  /** Principal reasons, most important first; empty for approvals. */
  reasons: Reason[];
  offers: Partial<Record<OptionLetter, Cents>>;
  downPayments: Partial<Record<OptionLetter, Cents>>;
  optionsApproved: string;
  checkoutId: string | null;
  decidedAt: Date;
  expiresAt: Date | null;
  applicant: { firstName: string; middleName: string | null; lastName: string };
};

/** Reason codes to reasons with their plain-language text; a code this build does not know keeps its code as text. */
export function reasonsOf(codes: readonly string[] | null): Reason[] {
  return (codes ?? []).map((code) => ({ code, text: (reasonTexts as Record<string, string>)[code] ?? code }) as Reason);
}

const offerLetters: OptionLetter[] = ['A', 'B', 'C'];

function pickOffers(amounts: Record<string, number> | null): Partial<Record<OptionLetter, Cents>> {
  const out: Partial<Record<OptionLetter, Cents>> = {};
  for (const letter of offerLetters) if (amounts?.[letter] !== undefined) out[letter] = amounts[letter];
  return out;
}

export function decisionOf(application: Application, applicant: Pick<Applicant, 'firstName' | 'middleName' | 'lastName'>): ApplicationDecision {
  if (application.decisionCode === null || application.score === null || application.modelVersion === null || application.decidedAt === null) {
    throw new Error(`Application ${application.id} has no recorded decision.`);
  }
  return {
    applicationId: application.id,
    uuid: application.uuid,
    storeId: application.storeId,
    stateCode: application.stateCode,
    code: application.decisionCode as DecisionCode,
    modelVersion: application.modelVersion,
    score: application.score,
    coapplicantScore: application.coapplicantScore,
    band: application.band ?? '',
    reasons: reasonsOf(application.reasonCodes),
    offers: pickOffers(application.offerAmounts),
    downPayments: pickOffers(application.downPaymentAmounts),
    optionsApproved: application.optionsApproved ?? '',
    checkoutId: application.checkoutId,
    decidedAt: application.decidedAt,
    expiresAt: application.expiresAt,
    applicant: { firstName: applicant.firstName, middleName: applicant.middleName, lastName: applicant.lastName },
  };
}
