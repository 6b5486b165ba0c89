import type { DbOrTx } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { loadLease } from '../leases/internal';
import { cardOnFile, loadLedger, PAYABLE_STATES, type Ledger } from './internal';
import type { LedgerSummary } from './ledger';

/** The ledger of one lease as the doors show it (SPEC §10): totals, card on file, payments newest first. */
export type LeaseLedgerView = {
  /** Null for a lease without priced terms. */
  summary: LedgerSummary | null;
  /** Card charges, newest first, failed ones included (the early-purchase discount is `summary.discountCents`). */
  payments: LeasePayment[];
  cardOnFile: LeaseCard | null;
  /** True while the lease takes payments (S, D, F). */
  payable: boolean;
};

export async function ledgerViewOf(db: DbOrTx, lease: Lease, now: Date = new Date()): Promise<LeaseLedgerView> {
  const [ledger, card] = await Promise.all([loadLedger(db, lease, now), cardOnFile(db, lease.id)]);
  return ledgerViewFrom(lease, ledger, card);
}

/** The view of a ledger already loaded (see ledgerViewOf). */
export function ledgerViewFrom(lease: Lease, { summary, entries }: Pick<Ledger, 'summary' | 'entries'>, card: LeaseCard | null): LeaseLedgerView {
  const payable = PAYABLE_STATES.includes(lease.stateCode) && !lease.deletedAt && summary !== null && summary.balanceCents > 0;
  // Outside the payable states nothing is due.
  const shown = summary && !PAYABLE_STATES.includes(lease.stateCode) ? { ...summary, nextPayment: null, payoffCents: lease.stateCode === 'P' ? 0 : summary.payoffCents } : summary;
  return { summary: shown, payments: entries.filter((e) => e.kind === 'charge'), cardOnFile: card, payable };
}

/** The ledger of a lease (id, uuid or loan number) inside the actor's scope. */
export async function getLeaseLedger(ctx: Ctx, ref: string | number, options: { now?: Date } = {}): Promise<LeaseLedgerView & { lease: Lease }> {
  requirePermission(ctx, 'application.read');
  const { lease } = await loadLease(ctx.db, ctx.actor, ref);
  return { lease, ...(await ledgerViewOf(ctx.db, lease, options.now)) };
}
