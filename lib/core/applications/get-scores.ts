import type { Ctx } from '../context';
import type { DecisionCode, Reason } from '../scoring';
import { getDecision } from './get-decision';
import type { ApplicationRef } from './internal';

export type ApplicationScores = {
  applicationId: number;
  modelVersion: number;
  score: number;
  coapplicantScore: number | null;
  band: string;
  code: DecisionCode;
  /** The principal reasons, most important first, in plain language: what an adverse-action notice states. */
  reasons: Reason[];
  decidedAt: Date;
};

/** GET /applications/{application}/scores (4.15). */
export async function getScores(ctx: Ctx, ref: ApplicationRef): Promise<ApplicationScores> {
  const d = await getDecision(ctx, ref);
  return {
    applicationId: d.applicationId,
    modelVersion: d.modelVersion,
    score: d.score,
    coapplicantScore: d.coapplicantScore,
    band: d.band,
    code: d.code,
    reasons: d.reasons,
    decidedAt: d.decidedAt,
  };
}
