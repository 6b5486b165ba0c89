import { describe, expect, it } from 'vitest';
import { demoStores } from './demo-organisation';
import { personDecidedAsPlanned } from './planned-person';
import { planOutcome, plannedDecisionCode } from './pipeline-plan';
import { createRandom } from './random';

describe('a seeded person', () => {
  it('is decided by the real model as its plan says, at any hour of any day', () => {
    const rng = createRandom(20261128);
    const misses: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const planned = planOutcome(rng);
      const store = rng.pick(demoStores);
      // Any minute of the last 120 days before a day in each season.
      const now = Date.UTC(2026, rng.int(0, 11), rng.int(1, 28));
      const createdAt = new Date(now - rng.int(0, 120 * 24 * 60) * 60_000);
      const decidedAt = new Date(createdAt.getTime() + rng.int(1, 30) * 1000);
      const { person, decision } = personDecidedAsPlanned(createRandom(rng.int(0, 0xffffffff)), store, planned, createdAt, decidedAt);
      if (decision.code !== plannedDecisionCode(planned)) misses.push(`${planned.state} at ${createdAt.toISOString()}: ${decision.code}`);
      expect(person.bank.openedAt <= decidedAt.toISOString().slice(0, 10)).toBe(true);
    }
    expect(misses).toEqual([]);
  });
});
