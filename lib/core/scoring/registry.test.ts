import { describe, expect, it } from 'vitest';
import { currentModelVersion, scoreApplication, scoreWith, scoringModels, UnknownScoringModelError } from './registry';
import type { ScoringInput } from './types';

const input: ScoringInput = {
  grossIncomeCents: 250_000, incomeFrequency: 'monthly', incomeSource: 'employment', bankOpenedAt: '2020-01-10',
  onlineBanking: true, dateOfBirth: '1985-06-01', storeState: 'TX', asOf: new Date('2026-03-15T12:00:00Z'), recentDecline: false,
};

describe('scoring model registry', () => {
  it('keys every model by the version it reports', () => {
    for (const [version, model] of Object.entries(scoringModels)) expect(model.version).toBe(Number(version));
    expect(scoringModels[currentModelVersion]).toBeDefined();
  });

  it('scores with the requested version and records it', () => {
    expect(scoreWith(1, input).modelVersion).toBe(1);
    expect(scoreApplication(input).modelVersion).toBe(currentModelVersion);
  });

  it('refuses an unknown version by name', () => {
    expect(() => scoreWith(99, input)).toThrow(UnknownScoringModelError);
    expect(() => scoreWith(99, input)).toThrow('Unknown scoring model version 99; known versions: 1');
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => scoreWith(1, { ...input, storeState: 'Texas' })).toThrow(RangeError);
    expect(() => scoreWith(1, { ...input, grossIncomeCents: 12.5 })).toThrow(RangeError);
    expect(() => scoreWith(1, { ...input, secondaryMonthlyIncomeCents: -100 })).toThrow(RangeError);
    expect(() => scoreWith(1, { ...input, bankOpenedAt: '2020-13-01' })).toThrow(/bankOpenedAt/);
  });
});
