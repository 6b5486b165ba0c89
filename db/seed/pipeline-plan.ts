import type { ApplicationState } from '@/db/schema/applications';
import type { LeaseState } from '@/db/schema/leases';
import type { Random } from './random';

/** Where a generated application ends up, weighted like a real pipeline, covering every state. */
export type PlannedOutcome = { state: ApplicationState; leaseState: LeaseState | null; maxAgeDays: number; minAgeDays: number };

const outcomes: readonly (readonly [PlannedOutcome, number])[] = [
  [{ state: 'V', leaseState: null, minAgeDays: 0, maxAgeDays: 29 }, 9],
  [{ state: 'R', leaseState: null, minAgeDays: 0, maxAgeDays: 29 }, 6],
  [{ state: 'A', leaseState: null, minAgeDays: 0, maxAgeDays: 29 }, 12],
  [{ state: 'L', leaseState: 'V', minAgeDays: 0, maxAgeDays: 29 }, 6],
  [{ state: 'L', leaseState: 'S', minAgeDays: 0, maxAgeDays: 45 }, 5],
  [{ state: 'L', leaseState: 'D', minAgeDays: 2, maxAgeDays: 60 }, 5],
  [{ state: 'L', leaseState: 'F', minAgeDays: 5, maxAgeDays: 120 }, 18],
  [{ state: 'L', leaseState: 'P', minAgeDays: 60, maxAgeDays: 120 }, 4],
  [{ state: 'X', leaseState: 'X', minAgeDays: 1, maxAgeDays: 120 }, 3],
  [{ state: 'N', leaseState: null, minAgeDays: 0, maxAgeDays: 120 }, 17],
  [{ state: 'X', leaseState: null, minAgeDays: 0, maxAgeDays: 120 }, 5],
  [{ state: 'E', leaseState: null, minAgeDays: 31, maxAgeDays: 120 }, 10],
];

export function planOutcome(rng: Random): PlannedOutcome {
  return rng.weighted(outcomes);
}

const bandFor = (score: number) => (score >= 760 ? 'A+' : score >= 680 ? 'A' : score >= 600 ? 'B' : score >= 520 ? 'C' : 'D');

/** A decision consistent with the outcome: declines score low and carry reasons; approvals carry offers. */
export function plannedDecision(rng: Random, outcome: PlannedOutcome) {
  const declined = outcome.state === 'N';
  const review = outcome.state === 'R';
  const score = declined ? rng.int(180, 519) : review ? rng.int(480, 620) : rng.int(560, 930);
  const base = Math.round((score - 400) * 9 + rng.int(0, 800)) * 100;
  const optionA = Math.max(50_000, Math.min(400_000, Math.round(base / 5000) * 5000));
  const offers: Record<string, number> = declined || review ? {} : { A: optionA, B: optionA + 50_000, C: optionA + 100_000 };
  const reasonCodes = declined
    ? [rng.pick(['INSUFFICIENT_INCOME', 'BANK_ACCOUNT_TOO_NEW', 'RECENT_DECLINE', 'LIMITED_CREDIT_HISTORY'])]
    : review
      ? [rng.pick(['BANK_ACCOUNT_TOO_NEW', 'INCOME_NEEDS_REVIEW'])]
      : [];
  return {
    score,
    band: bandFor(score),
    decisionCode: declined ? 'N' : review ? 'R' : 'A',
    reasonCodes,
    offers,
    optionsApproved: declined || review ? '' : 'ABC',
    approvedAmountCents: declined || review ? null : (offers.C ?? null),
  };
}
