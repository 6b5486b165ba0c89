/** Invariants of model v1 over generated applicants (fast-check). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { incomeFrequencies } from './income';
import { reasonCodes } from './reasons';
import { scoreWith } from './registry';
import type { ScoringInput, ScoringResult } from './types';

const asOf = new Date('2026-03-15T12:00:00Z');
const asOfMs = Date.UTC(2026, 2, 15);
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date `min`..`max` days before the decision date. */
const daysAgo = (min: number, max: number) =>
  fc.integer({ min, max }).map((days) => new Date(asOfMs - days * DAY_MS).toISOString().slice(0, 10));

const frequency = fc.constantFrom(...incomeFrequencies);
const source = fc.constantFrom('employment', 'self_employment', 'benefits', 'retirement', 'other', 'Self-Employment', 'gig');
const grossCents = fc.integer({ min: 0, max: 2_000_000 });

const coApplicant = fc.record({
  grossIncomeCents: grossCents,
  incomeFrequency: frequency,
  incomeSource: source,
  dateOfBirth: daysAgo(14 * 365, 90 * 365),
});

const scoringInput: fc.Arbitrary<ScoringInput> = fc.record({
  grossIncomeCents: grossCents,
  incomeFrequency: frequency,
  incomeSource: source,
  secondaryMonthlyIncomeCents: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
  bankOpenedAt: fc.option(daysAgo(-30, 30 * 365), { nil: null }),
  onlineBanking: fc.option(fc.boolean(), { nil: null }),
  dateOfBirth: daysAgo(14 * 365, 95 * 365),
  coApplicant: fc.option(coApplicant, { nil: null }),
  storeState: fc.constantFrom('TX', 'CA', 'FL', 'NY', 'MN', 'NJ', 'WI', 'WY', 'VT', 'oh'),
  asOf: fc.constant(asOf),
  recentDecline: fc.boolean(),
});

const score = (input: ScoringInput): ScoringResult => scoreWith(1, input);
const runs = { numRuns: 2_000 };

describe('scoring model v1 properties', () => {
  it('scores an integer in 100..999 and a band and co-applicant score that fit', () => {
    fc.assert(
      fc.property(scoringInput, (input) => {
        const result = score(input);
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(100);
        expect(result.score).toBeLessThanOrEqual(999);
        expect(['A+', 'A', 'B', 'C', 'D']).toContain(result.band);
        expect(result.coapplicantScore === null).toBe(!input.coApplicant);
        expect(Number.isInteger(result.monthlyIncomeCents)).toBe(true);
      }),
      runs,
    );
  });

  it('gives every decline and every review at least one known reason, and approvals none', () => {
    fc.assert(
      fc.property(scoringInput, (input) => {
        const result = score(input);
        if (result.code === 'A') expect(result.reasons).toEqual([]);
        else expect(result.reasons.length).toBeGreaterThanOrEqual(1);
        for (const r of result.reasons) {
          expect(reasonCodes).toContain(r.code);
          expect(r.text.length).toBeGreaterThan(10);
        }
        expect(new Set(result.reasons.map((r) => r.code)).size).toBe(result.reasons.length);
      }),
      runs,
    );
  });

  it('approves exactly the options it offers, in $50 steps, B ≥ A and C ≥ B, within $500..$5,000', () => {
    fc.assert(
      fc.property(scoringInput, (input) => {
        const { code, offers, downPayments, optionsApproved } = score(input);
        if (code !== 'A') {
          expect([offers, downPayments, optionsApproved]).toEqual([{}, {}, '']);
          return;
        }
        expect(['AB', 'ABC']).toContain(optionsApproved);
        expect(Object.keys(offers).sort().join('')).toBe(optionsApproved);
        expect(Object.keys(downPayments).sort().join('')).toBe(optionsApproved);
        for (const letter of optionsApproved.split('') as ('A' | 'B' | 'C')[]) {
          const amount = offers[letter] ?? -1;
          expect(amount % 5_000).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(50_000);
          expect(amount).toBeLessThanOrEqual(500_000);
          expect(Number.isInteger(downPayments[letter])).toBe(true);
        }
        expect(offers.B ?? 0).toBeGreaterThanOrEqual(offers.A ?? 0);
        if (offers.C !== undefined) expect(offers.C).toBeGreaterThanOrEqual(offers.B ?? 0);
        expect(downPayments.B ?? 0).toBeGreaterThan(downPayments.A ?? 0);
      }),
      runs,
    );
  });

  it('never lowers the score or the offers when income rises', () => {
    const rank = { N: 0, R: 1, A: 2 } as const;
    fc.assert(
      fc.property(scoringInput, fc.nat(1_000_000), fc.nat(500_000), fc.nat(1_000_000), (input, raise, secondaryRaise, coRaise) => {
        const before = score(input);
        const co = input.coApplicant;
        const after = score({
          ...input,
          grossIncomeCents: input.grossIncomeCents + raise,
          secondaryMonthlyIncomeCents: (input.secondaryMonthlyIncomeCents ?? 0) + secondaryRaise,
          coApplicant: co ? { ...co, grossIncomeCents: co.grossIncomeCents + coRaise } : co,
        });
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(rank[after.code]).toBeGreaterThanOrEqual(rank[before.code]);
        if (before.code === 'A') expect(after.offers.A ?? 0).toBeGreaterThanOrEqual(before.offers.A ?? 0);
      }),
      runs,
    );
  });

  it('declines anyone under 18 with UNDERAGE', () => {
    fc.assert(
      fc.property(scoringInput, daysAgo(0, 18 * 365 - 5), (input, dateOfBirth) => {
        const result = score({ ...input, dateOfBirth });
        expect(result.code).toBe('N');
        expect(result.reasons.map((r) => r.code)).toContain('UNDERAGE');
      }),
      runs,
    );
  });

  it('declines every application from a store in a state not served, and every recent decline', () => {
    fc.assert(
      fc.property(scoringInput, fc.constantFrom('MN', 'NJ', 'WI', 'WY', 'VT', 'vt'), (input, storeState) => {
        expect(score({ ...input, storeState }).reasons.map((r) => r.code)).toContain('STATE_NOT_SERVED');
        const recent = score({ ...input, recentDecline: true });
        expect(recent.code).toBe('N');
        expect(recent.reasons.map((r) => r.code)).toContain('RECENT_DECLINE');
      }),
      runs,
    );
  });

  it('never approves automatically without 90 days of bank account history', () => {
    fc.assert(
      fc.property(scoringInput, fc.option(daysAgo(-30, 89), { nil: null }), (input, bankOpenedAt) => {
        expect(score({ ...input, bankOpenedAt }).code).not.toBe('A');
      }),
      runs,
    );
  });

  it('is deterministic: the same input gives the same result', () => {
    fc.assert(
      fc.property(scoringInput, (input) => {
        expect(score(input)).toEqual(score(structuredClone(input)));
      }),
      { numRuns: 300 },
    );
  });
});
