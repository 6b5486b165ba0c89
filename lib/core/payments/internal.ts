import { and, desc, eq } from 'drizzle-orm';
import { applications, leaseCards, leasePayments, leases, stores } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import { localDate } from '../leases/local-date';
import { loadTermsAndItems, type ScopedLease } from '../leases/internal';
import { quoteFromTerms } from '../leases/quote-from-terms';
import { buildSchedule } from '../pricing';
import { summarizeLedger, type LedgerPlan, type LedgerSummary } from './ledger';

/** The states in which a lease takes payments (SPEC §10). */
export const PAYABLE_STATES: readonly Lease['stateCode'][] = ['S', 'D', 'F'];

/** The schedule and early-purchase options of a lease, from its priced terms; null for a lease without terms. */
export async function ledgerPlanOf(db: DbOrTx, leaseId: number): Promise<LedgerPlan | null> {
  const { terms } = await loadTermsAndItems(db, leaseId);
  if (!terms) return null;
  const quote = quoteFromTerms(terms);
  return { schedule: buildSchedule(quote), earlyPurchase: [quote.earlyPurchase.days90, quote.earlyPurchase.months6, quote.earlyPurchase.months9] };
}

export async function ledgerEntriesOf(db: DbOrTx, leaseId: number): Promise<LeasePayment[]> {
  return db.select().from(leasePayments).where(eq(leasePayments.leaseId, leaseId)).orderBy(desc(leasePayments.createdAt), desc(leasePayments.id));
}

export async function storeTimeZone(db: DbOrTx, storeId: number): Promise<string> {
  const [row] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.id, storeId));
  return row?.timezone ?? 'UTC';
}

export type Ledger = { plan: LedgerPlan | null; entries: LeasePayment[]; summary: LedgerSummary | null; today: string };

/** The ledger of a lease as it stands (inside the caller's transaction when it holds the lease's lock). */
export async function loadLedger(db: DbOrTx, lease: Pick<Lease, 'id' | 'storeId'>, now: Date): Promise<Ledger> {
  const [plan, entries, timeZone] = await Promise.all([ledgerPlanOf(db, lease.id), ledgerEntriesOf(db, lease.id), storeTimeZone(db, lease.storeId)]);
  const today = localDate(now, timeZone);
  return { plan, entries, summary: plan ? summarizeLedger(plan, entries, today) : null, today };
}

/** The lease's card on file: its newest kept card. */
export async function cardOnFile(db: DbOrTx, leaseId: number): Promise<LeaseCard | null> {
  const [row] = await db.select().from(leaseCards).where(eq(leaseCards.leaseId, leaseId)).orderBy(desc(leaseCards.id)).limit(1);
  return row ?? null;
}

export async function cardOfLease(db: DbOrTx, leaseId: number, cardId: number): Promise<LeaseCard | null> {
  const [row] = await db.select().from(leaseCards).where(and(eq(leaseCards.leaseId, leaseId), eq(leaseCards.id, cardId)));
  return row ?? null;
}

/** The lease row locked for the rest of the transaction, with its retailer (no scope: the caller checked it). */
export async function lockLeaseById(db: DbOrTx, leaseId: number): Promise<ScopedLease> {
  const [row] = await db
    .select({ lease: leases, retailerId: applications.retailerId, applicationState: applications.stateCode })
    .from(leases)
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .where(eq(leases.id, leaseId))
    .for('update', { of: leases });
  if (!row) throw new Error(`Lease ${leaseId} vanished.`);
  return row;
}
