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

/** The decision an outcome implies: declines were declined, reviews reviewed, everything else approved. */
export function plannedDecisionCode(outcome: PlannedOutcome): 'A' | 'R' | 'N' {
  return outcome.state === 'N' ? 'N' : outcome.state === 'R' ? 'R' : 'A';
}

/**
 * How a generated person is nudged so the real scoring model reaches the planned decision: a decline gets
 * a brand-new bank account, too little income or an under-age birth date; a review an account 30–89 days
 * old; an approval at least 90 days of account history.
 */
export type Profile = { bankAgeDays: number | null; weeklyIncomeDollars: number | null; underage: boolean };

export function profileFor(rng: Random, outcome: PlannedOutcome): Profile {
  switch (plannedDecisionCode(outcome)) {
    case 'N': {
      const why = rng.weighted([['bank', 45], ['income', 45], ['age', 10]] as const);
      return { bankAgeDays: why === 'bank' ? rng.int(1, 29) : null, weeklyIncomeDollars: why === 'income' ? rng.int(60, 220) : null, underage: why === 'age' };
    }
    case 'R':
      return { bankAgeDays: rng.int(30, 89), weeklyIncomeDollars: null, underage: false };
    case 'A':
      return { bankAgeDays: rng.int(90, 4000), weeklyIncomeDollars: null, underage: false };
  }
}

/**
 * The outcome once the model has decided. The seed retries people until the model agrees with the plan
 * (planned-person.ts), so this is a fallback: when it still disagrees (a planned approval that scores into
 * review, say) the model wins: N stays declined; R is in review while young, else it was cancelled; A is
 * pending verification while young, else its approval expired.
 */
export function reconcileOutcome(outcome: PlannedOutcome, code: 'A' | 'R' | 'N', ageDays: number): PlannedOutcome {
  if (plannedDecisionCode(outcome) === code) return outcome;
  const young = ageDays < 30;
  if (code === 'N') return { ...outcome, state: 'N', leaseState: null };
  if (code === 'R') return { ...outcome, state: young ? 'R' : 'X', leaseState: null };
  return { ...outcome, state: young ? 'V' : 'E', leaseState: null };
}
