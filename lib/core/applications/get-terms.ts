import type { Ctx } from '../context';
import { getDecision } from './get-decision';
import type { ApplicationRef } from './internal';

export type ApplicationTerms = { modelVersion: number; scoringVersion: number };

/**
 * GET /applications/{application}/terms (4.12): the model version the decision used. Scoring and
 * pricing are versioned together, so both numbers are the application's `modelVersion`, for ever.
 */
export async function getTerms(ctx: Ctx, ref: ApplicationRef): Promise<ApplicationTerms> {
  const decision = await getDecision(ctx, ref);
  return { modelVersion: decision.modelVersion, scoringVersion: decision.modelVersion };
}
