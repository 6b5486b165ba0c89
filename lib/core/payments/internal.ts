import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { applications, leaseCards, leasePayments, leases, leaseTerms, stores } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import { localDate } from '../leases/local-date';
import type { ScopedLease } from '../leases/internal';
import { quoteFromTerms } from '../leases/quote-from-terms';
import { buildSchedule } from '../pricing';
import { summarizeLedger, type LedgerPlan, type LedgerSummary } from './ledger';

/** The states in which a lease takes payments (SPEC §10). */
export const PAYABLE_STATES: readonly Lease['stateCode'][] = ['S', 'D', 'F'];

/** The schedule and early-purchase options of a lease, from its priced terms; null for a lease without terms. */
export function ledgerPlanOf(terms: LeaseTerms | null): LedgerPlan | null {
  if (!terms) return null;
  const quote = quoteFromTerms(terms);
  return { schedule: buildSchedule(quote), earlyPurchase: [quote.earlyPurchase.days90, quote.earlyPurchase.months6, quote.earlyPurchase.months9] };
}

export async function ledgerEntriesOf(db: DbOrTx, leaseId: number): Promise<LeasePayment[]> {
  return db.select().from(leasePayments).where(eq(leasePayments.leaseId, leaseId)).orderBy(desc(leasePayments.createdAt), desc(leasePayments.id));
}

export type Ledger = { plan: LedgerPlan | null; entries: LeasePayment[]; summary: LedgerSummary | null; today: string };

/** What a lease's ledger is computed from, besides its entries: its priced terms and its store's time zone. */
export type LedgerBasis = { terms: LeaseTerms | null; timeZone: string };

/** The ledger from its basis and entries, on the store's local day of `now` (pure). */
export function ledgerOf(basis: LedgerBasis, entries: LeasePayment[], now: Date): Ledger {
  const plan = ledgerPlanOf(basis.terms);
  const today = localDate(now, basis.timeZone);
  return { plan, entries, summary: plan ? summarizeLedger(plan, entries, today) : null, today };
}

async function ledgerBasisOf(db: DbOrTx, leaseId: number): Promise<LedgerBasis> {
  const [row] = await db
    .select({ terms: leaseTerms, timeZone: stores.timezone })
    .from(leases)
    .innerJoin(stores, eq(stores.id, leases.storeId))
    .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
    .where(eq(leases.id, leaseId));
  return { terms: row?.terms ?? null, timeZone: row?.timeZone ?? 'UTC' };
}

/** The ledger of a lease as it stands (inside the caller's transaction when it holds the lease's lock). */
export async function loadLedger(db: DbOrTx, lease: Pick<Lease, 'id' | 'storeId'>, now: Date): Promise<Ledger> {
  const [basis, entries] = await Promise.all([ledgerBasisOf(db, lease.id), ledgerEntriesOf(db, lease.id)]);
  return ledgerOf(basis, entries, now);
}

/** A lease locked for a charge or its settlement, with what its ledger is computed from. */
export type LockedLease = ScopedLease & LedgerBasis;

/**
 * Locks the lease `where` names (a condition on leases joined to its application) for the rest of the
 * transaction, reading its terms and store's time zone in the same statement; null when none matches.
 * Every write to a lease's payments (beginPayment, settlePayment) holds this lock, so the ledger read
 * after it stands until the transaction ends.
 */
export async function lockLease(db: DbOrTx, where: SQL): Promise<LockedLease | null> {
  const [row] = await db
    .select({ lease: leases, retailerId: applications.retailerId, applicationState: applications.stateCode, terms: leaseTerms, timeZone: stores.timezone })
    .from(leases)
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .innerJoin(stores, eq(stores.id, leases.storeId))
    .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
    .where(where)
    .for('update', { of: leases });
  return row ?? null;
}

/** The lease of payment `paymentId`, locked (no scope: the caller holds the payment's id); null when no such payment. */
export function lockLeaseOfPayment(db: DbOrTx, paymentId: string): Promise<LockedLease | null> {
  return lockLease(db, inArray(leases.id, db.select({ id: leasePayments.leaseId }).from(leasePayments).where(eq(leasePayments.id, paymentId))));
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
