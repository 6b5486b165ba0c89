export type { CoApplicantInput, DecisionCode, IncomeFrequency, OptionLetter, Reason, ScoringInput, ScoringModel, ScoringResult } from './types';
export { reasonCodes, reasonTexts, type ReasonCode } from './reasons';
export { incomeFrequencies, monthlyIncomeCents, normalizeIncomeSource } from './income';
export { currentModelVersion, scoreApplication, scoreWith, scoringModels, UnknownScoringModelError } from './registry';
