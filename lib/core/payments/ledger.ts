/**
 * The lease ledger as pure arithmetic (docs/payments.md §Ledger): no database, no clock. The schedule
 * and the early-purchase options come from the lease's priced terms; the entries from lease_payments.
 *
 * - total    = Σ schedule rows (payments with tax and care plan): what the lease costs, paid as scheduled.
 * - paid     = Σ succeeded charges; discount = Σ succeeded early-purchase discount entries.
 * - balance  = total − paid − discount, never below zero: a charge is only begun when it fits the
 *              balance less every pending charge (`available`), under a lock on the lease.
 * - payoff   = what is still to pay today to own the goods: the scheduled payments due by the end of the
 *              early-purchase option in force today, plus that option's amount, less what was paid;
 *              never above the balance. After the last option (9 months), the balance.
 */
import type { Cents } from '../money';
import type { EarlyPurchaseOption, ScheduleRow } from '../pricing';

export type LedgerEntry = { kind: 'charge' | 'discount'; status: 'pending' | 'succeeded' | 'failed'; amountCents: Cents };

export type LedgerPlan = {
  schedule: readonly Pick<ScheduleRow, 'date' | 'totalCents'>[];
  /** The early-purchase options in the order they lapse (90 days, 6 months, 9 months). */
  earlyPurchase: readonly Pick<EarlyPurchaseOption, 'amountCents' | 'byDate' | 'scheduledPaymentsBefore'>[];
};

export type LedgerSummary = {
  totalCents: Cents;
  amountPaidCents: Cents;
  discountCents: Cents;
  pendingCents: Cents;
  balanceCents: Cents;
  /** What a new charge may be: the balance less every pending charge. */
  availableCents: Cents;
  payoffCents: Cents;
  nextPayment: { dueDate: string; amountCents: Cents } | null;
};

const sum = (entries: readonly LedgerEntry[], kind: LedgerEntry['kind'], status: LedgerEntry['status']) =>
  entries.reduce((total, e) => (e.kind === kind && e.status === status ? total + e.amountCents : total), 0);

export function totalOf(plan: LedgerPlan): Cents {
  return plan.schedule.reduce((total, row) => total + row.totalCents, 0);
}

/** `today` is a calendar day, YYYY-MM-DD (the store's local day). */
export function summarizeLedger(plan: LedgerPlan, entries: readonly LedgerEntry[], today: string): LedgerSummary {
  const totalCents = totalOf(plan);
  const amountPaidCents = sum(entries, 'charge', 'succeeded');
  const discountCents = sum(entries, 'discount', 'succeeded');
  const pendingCents = sum(entries, 'charge', 'pending');
  const balanceCents = totalCents - amountPaidCents - discountCents;
  if (balanceCents < 0) throw new Error('Ledger invariant broken: the balance is below zero.');
  return {
    totalCents,
    amountPaidCents,
    discountCents,
    pendingCents,
    balanceCents,
    availableCents: Math.max(0, balanceCents - pendingCents),
    payoffCents: payoffOf(plan, amountPaidCents, balanceCents, today),
    nextPayment: nextPaymentOf(plan, amountPaidCents + discountCents, balanceCents),
  };
}

export function payoffOf(plan: LedgerPlan, amountPaidCents: Cents, balanceCents: Cents, today: string): Cents {
  if (balanceCents <= 0) return 0;
  const option = plan.earlyPurchase.find((o) => o.byDate.toISOString().slice(0, 10) >= today);
  if (!option) return balanceCents;
  let target = option.amountCents;
  for (let i = 0; i < option.scheduledPaymentsBefore && i < plan.schedule.length; i += 1) target += plan.schedule[i]!.totalCents;
  return Math.min(balanceCents, Math.max(0, target - amountPaidCents));
}

function nextPaymentOf(plan: LedgerPlan, creditedCents: Cents, balanceCents: Cents): LedgerSummary['nextPayment'] {
  if (balanceCents <= 0) return null;
  let cumulative = 0;
  for (const row of plan.schedule) {
    cumulative += row.totalCents;
    if (cumulative > creditedCents) return { dueDate: row.date, amountCents: Math.min(cumulative - creditedCents, balanceCents) };
  }
  return null;
}

/**
 * What settling a succeeded charge of `amountCents` does to the ledger: the lease is paid out when the
 * balance reaches zero, or when the charge is at least the payoff in force just before it (SPEC §10);
 * then an early-purchase discount entry closes the rest of the balance.
 */
export function settlementOf(
  before: LedgerSummary,
  amountCents: Cents,
  /** Other charges of the lease still pending: their amounts are promised to the balance. */
  otherPendingCents: Cents,
): { paidOut: boolean; discountCents: Cents; balanceAfterCents: Cents } {
  const balance = before.balanceCents - amountCents;
  if (balance < 0) throw new Error('Ledger invariant broken: a charge above the balance was settled.');
  // While another charge is pending the lease is not paid out: a discount closing the balance now would
  // leave that charge, if it succeeds, taking the balance below zero. (It cannot reach 0 then either:
  // the pending charges were reserved against the balance.)
  if (otherPendingCents > 0) return { paidOut: false, discountCents: 0, balanceAfterCents: balance };
  const paidOut = balance === 0 || amountCents >= before.payoffCents;
  return { paidOut, discountCents: paidOut ? balance : 0, balanceAfterCents: paidOut ? 0 : balance };
}
