import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, quote, type QuoteInput } from '../pricing';
import { settlementOf, summarizeLedger, type LedgerEntry, type LedgerPlan } from './ledger';

/**
 * The ledger's arithmetic over random leases and random payment histories: the balance never goes
 * below zero, balance = total − succeeded payments (− the discount), the payoff never exceeds the
 * balance, and a paid-out lease reconciles to the cent.
 */
const quoteInput = fc.record({
  option: fc.constantFrom('A', 'B', 'C'),
  paymentFrequency: fc.constantFrom('14-day', '28-day', 'semi-monthly', 'monthly'),
  rating: fc.integer({ min: 1, max: 5 }),
  score: fc.integer({ min: 500, max: 850 }),
  leaseAmountCents: fc.integer({ min: 200_00, max: 5_000_00 }),
  companyState: fc.constantFrom('TX', 'CA', 'GA', 'NY', 'WV'),
  ocpIncluded: fc.boolean(),
  startOffset: fc.integer({ min: 0, max: 400 }),
});

function planOf(input: { option: string; paymentFrequency: string; rating: number; score: number; leaseAmountCents: number; companyState: string; ocpIncluded: boolean; startOffset: number }): { plan: LedgerPlan; start: string } {
  const start = new Date(Date.UTC(2026, 0, 1) + input.startOffset * 86_400_000).toISOString().slice(0, 10);
  const q = quote({
    modelVersion: 1,
    option: input.option,
    paymentFrequency: input.paymentFrequency,
    rating: input.rating,
    score: input.score,
    leaseAmountCents: input.leaseAmountCents,
    companyState: input.companyState,
    ocpIncluded: input.ocpIncluded,
    leaseStartDate: start,
    incomeFrequency: 'bi-weekly',
    payDate: start,
  } as QuoteInput);
  return { plan: { schedule: buildSchedule(q), earlyPurchase: [q.earlyPurchase.days90, q.earlyPurchase.months6, q.earlyPurchase.months9] }, start };
}

const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

describe('ledger properties', () => {
  it('never goes negative; balance = total − succeeded; payoff ≤ balance; a pay-out reconciles to the cent', () => {
    fc.assert(
      fc.property(
        quoteInput,
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 200_000 }), outcome: fc.constantFrom('succeeded', 'failed', 'pending'), day: fc.integer({ min: 0, max: 500 }) }), { maxLength: 40 }),
        (input, attempts) => {
          const { plan, start } = planOf(input);
          const entries: LedgerEntry[] = [];
          let paidOut = false;
          for (const attempt of [...attempts].sort((a, b) => a.day - b.day)) {
            const today = addDays(start, attempt.day);
            const before = summarizeLedger(plan, entries, today);
            // The rule beginPayment enforces: a charge must fit the balance less what is pending.
            if (paidOut || attempt.amount > before.availableCents) continue;
            if (attempt.outcome === 'pending') {
              entries.push({ kind: 'charge', status: 'pending', amountCents: attempt.amount });
              continue;
            }
            entries.push({ kind: 'charge', status: attempt.outcome, amountCents: attempt.amount });
            if (attempt.outcome === 'succeeded') {
              const outcome = settlementOf(before, attempt.amount, before.pendingCents);
              if (outcome.paidOut) {
                if (outcome.discountCents > 0) entries.push({ kind: 'discount', status: 'succeeded', amountCents: outcome.discountCents });
                paidOut = true;
              }
            }
            const after = summarizeLedger(plan, entries, today);
            const succeeded = entries.filter((e) => e.kind === 'charge' && e.status === 'succeeded').reduce((s, e) => s + e.amountCents, 0);
            const discount = entries.filter((e) => e.kind === 'discount').reduce((s, e) => s + e.amountCents, 0);
            expect(after.balanceCents).toBeGreaterThanOrEqual(0);
            expect(after.balanceCents).toBe(after.totalCents - succeeded - discount);
            expect(after.amountPaidCents).toBe(succeeded);
            expect(after.payoffCents).toBeLessThanOrEqual(after.balanceCents);
            expect(after.payoffCents).toBeGreaterThanOrEqual(0);
            expect(after.availableCents + after.pendingCents).toBeGreaterThanOrEqual(Math.min(after.balanceCents, after.pendingCents));
            if (paidOut) {
              expect(after.balanceCents).toBe(0);
              expect(after.amountPaidCents + after.discountCents).toBe(after.totalCents);
              expect(after.nextPayment).toBeNull();
            }
          }
          // The charges left pending then succeed, one after the other: still never below zero.
          for (const entry of entries.filter((e) => e.status === 'pending')) {
            const before = summarizeLedger(plan, entries, addDays(start, 600));
            entry.status = 'succeeded';
            const outcome = settlementOf(before, entry.amountCents, before.pendingCents - entry.amountCents);
            if (outcome.paidOut && outcome.discountCents > 0) entries.push({ kind: 'discount', status: 'succeeded', amountCents: outcome.discountCents });
            expect(summarizeLedger(plan, entries, addDays(start, 600)).balanceCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('paying exactly the payoff on any day pays out, and what was paid plus the discount is the total', () => {
    fc.assert(
      fc.property(quoteInput, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 300_00 }), (input, day, paidFirst) => {
        const { plan, start } = planOf(input);
        const today = addDays(start, day);
        const entries: LedgerEntry[] = [];
        const first = summarizeLedger(plan, entries, today);
        if (paidFirst > 0 && paidFirst < first.payoffCents) entries.push({ kind: 'charge', status: 'succeeded', amountCents: paidFirst });
        const before = summarizeLedger(plan, entries, today);
        // The payoff is never dearer than the balance, and the schedule sums to the total.
        expect(before.payoffCents).toBeLessThanOrEqual(before.balanceCents);
        expect(plan.schedule.reduce((s, r) => s + r.totalCents, 0)).toBe(before.totalCents);
        if (before.payoffCents === 0) return;
        const outcome = settlementOf(before, before.payoffCents, 0);
        expect(outcome.paidOut).toBe(true);
        expect(before.amountPaidCents + before.payoffCents + outcome.discountCents).toBe(before.totalCents);
      }),
      { numRuns: 300 },
    );
  });
});
