import { toScoringInput } from '@/lib/core/applications/scoring-input';
import { DAY_MS } from '@/lib/core/dates';
import { currentModelVersion, scoreWith } from '@/lib/core/scoring';
import { randomPerson } from './people';
import { plannedDecisionCode, profileFor, type PlannedOutcome, type Profile } from './pipeline-plan';
import type { Random } from './random';

type Person = ReturnType<typeof randomPerson>;

/** How many people a planned decision may take before the model's own decision is kept (reconcileOutcome). */
const ATTEMPTS = 25;

/**
 * A person the real scoring model decides as planned: generated and nudged (profileFor), then scored, and
 * generated again while the model disagrees. Without the retry, how many planned approvals stayed approved
 * depended on the hour the seed ran.
 */
export function personDecidedAsPlanned(rng: Random, store: Parameters<typeof randomPerson>[1], planned: PlannedOutcome, createdAt: Date, decidedAt: Date) {
  const decide = () => {
    const person = nudge(randomPerson(rng, store, createdAt), profileFor(rng, planned), createdAt);
    const decision = scoreWith(
      currentModelVersion,
      toScoringInput({
        primaryIncome: person.primaryIncome,
        dateOfBirth: person.dateOfBirth,
        bankOpenedAt: person.bank.openedAt,
        onlineBanking: person.bank.online,
        storeState: store.state,
        asOf: decidedAt,
        recentDecline: false,
      }),
    );
    return { person, decision };
  };
  let decided = decide();
  for (let attempt = 1; attempt < ATTEMPTS && decided.decision.code !== plannedDecisionCode(planned); attempt++) decided = decide();
  return decided;
}

/** Applies a planned profile to a generated person (see pipeline-plan.ts). */
function nudge(person: Person, profile: Profile, createdAt: Date): Person {
  const daysBefore = (days: number) => new Date(createdAt.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const out = { ...person, bank: { ...person.bank }, primaryIncome: { ...person.primaryIncome } };
  if (profile.bankAgeDays !== null) out.bank.openedAt = daysBefore(profile.bankAgeDays);
  if (profile.weeklyIncomeDollars !== null) Object.assign(out.primaryIncome, { frequency: 'weekly', grossCents: profile.weeklyIncomeDollars * 100 });
  if (profile.underage) {
    const dob = new Date(createdAt);
    dob.setUTCFullYear(dob.getUTCFullYear() - 17);
    out.dateOfBirth = dob.toISOString().slice(0, 10);
  }
  return out;
}
