import { presentApplicationResult } from '@/lib/api/presenters/application-result';
import type { ApplicationDecision } from '@/lib/core/applications/decision';
import type { ApplicationState } from '@/db/schema/enums';

/**
 * A decision as the portal shows it, built on the server from the core's decision with the API's own
 * wording (API description 2.7), so the counter and a merchant's integration say the same thing.
 * Plain data: safe to hand to client components.
 */
export type DecisionView = {
  applicationId: number;
  stateCode: ApplicationState;
  code: 'A' | 'R' | 'N';
  determination: 'approved' | 'review' | 'declined';
  /** "Approved for up to $2,250.00", or the principal reason's text. */
  description: string;
  determinationMessage: string;
  /** `message.options` rows: [label, amount text, down-payment text]. */
  options: [string, string, string][];
  /** The principal reasons in plain language, most important first; empty for approvals. */
  reasons: { code: string; text: string }[];
  score: number;
  coapplicantScore: number | null;
  band: string;
  modelVersion: number;
  decidedAt: string;
  expiresAt: string | null;
  /** True when the store's reference matched an earlier application, whose decision this is. */
  replayed: boolean;
};

export function toDecisionView(decision: ApplicationDecision, replayed = false): DecisionView {
  const result = presentApplicationResult(decision);
  return {
    applicationId: decision.applicationId,
    stateCode: decision.stateCode,
    code: decision.code,
    determination: result.determination,
    description: result.description,
    determinationMessage: result.determinationMessage,
    options: result.message.options as [string, string, string][],
    reasons: decision.reasons.map((r) => ({ code: r.code, text: r.text })),
    score: decision.score,
    coapplicantScore: decision.coapplicantScore,
    band: decision.band,
    modelVersion: decision.modelVersion,
    decidedAt: decision.decidedAt.toISOString(),
    expiresAt: decision.expiresAt?.toISOString() ?? null,
    replayed,
  };
}
