import { determinations } from '@/lib/core/applications/decision';
import type { ApplicationScores } from '@/lib/core/applications/get-scores';
import type { ApplicationTerms } from '@/lib/core/applications/get-terms';

/** GET /applications/{application}/scores (4.15, defined in docs/applications.md). */
export function presentScores(s: ApplicationScores) {
  return {
    application_id: s.applicationId,
    modelVersionUsed: String(s.modelVersion),
    score: s.score,
    coapplicant_score: s.coapplicantScore,
    band: s.band,
    code: s.code,
    determination: determinations[s.code],
    decided_at: s.decidedAt.toISOString(),
    reasons: s.reasons.map((r) => ({ code: r.code, text: r.text })),
  };
}

/** Terms (2.11). */
export function presentTerms(t: ApplicationTerms) {
  return { modelVersionUsed: String(t.modelVersion), terms: { scoringVersion: String(t.scoringVersion) } };
}
