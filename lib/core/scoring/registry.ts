import type { ScoringInput, ScoringModel, ScoringResult } from './types';
import { scoringModelV1 } from './v1';

/**
 * Every model version ever shipped, by number. A decision stores the version it used and is re-scored
 * with that version forever, so entries are only ever added, never changed or removed.
 */
export const scoringModels: Readonly<Record<number, ScoringModel>> = {
  1: scoringModelV1,
};

/** The version new applications are scored with. */
export const currentModelVersion = 1;

/** A stored decision names a model this build does not have: a deployment or data error, not user input. */
export class UnknownScoringModelError extends Error {
  constructor(public readonly version: number) {
    super(`Unknown scoring model version ${version}; known versions: ${Object.keys(scoringModels).join(', ')}`);
    this.name = 'UnknownScoringModelError';
  }
}

export function scoreWith(version: number, input: ScoringInput): ScoringResult {
  const model = scoringModels[version];
  if (!model) throw new UnknownScoringModelError(version);
  return model.score(input);
}

/** Scores a new application with the current model. */
export function scoreApplication(input: ScoringInput): ScoringResult {
  return scoreWith(currentModelVersion, input);
}
