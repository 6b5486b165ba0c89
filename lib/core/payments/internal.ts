import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { applications, leaseCards, leasePayments, leases, leaseTerms, stores } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { executePrepared, prepared } from '@/db/prepared-statements';
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

/**
 * A lease named by its id, or by a subquery on leases answering its id (the way a lock names it, so a read
 * can be sent with the lock, before its id is known); `shape` names the subquery's text.
 */
export type LeaseKey = number | { ids: SQLWrapper; shape: string };

const leaseIs = (column: typeof leasePayments.leaseId | typeof leaseCards.leaseId, key: LeaseKey) => (typeof key === 'number' ? eq(column, key) : inArray(column, key.ids));
const statementName = (base: string, key: LeaseKey) => (typeof key === 'number' ? base : `${base}_by_${key.shape}`);

export async function ledgerEntriesOf(db: DbOrTx, lease: LeaseKey): Promise<LeasePayment[]> {
  // By id (every lease view): composed once per database handle; by a subquery, composed per call.
  if (typeof lease === 'number') {
    const byId = prepared(db, 'ledger_entries', () =>
      db.select().from(leasePayments).where(eq(leasePayments.leaseId, sql.placeholder('leaseId'))).orderBy(desc(leasePayments.createdAt), desc(leasePayments.id)),
    );
    return byId.execute({ leaseId: lease });
  }
  return executePrepared(
    statementName('ledger_entries', lease),
    db
      .select()
      .from(leasePayments)
      .where(leaseIs(leasePayments.leaseId, lease))
      .orderBy(desc(leasePayments.createdAt), desc(leasePayments.id)),
  );
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
  const basis = prepared(db, 'ledger_basis', () =>
    db
      .select({ terms: leaseTerms, timeZone: stores.timezone })
      .from(leases)
      .innerJoin(stores, eq(stores.id, leases.storeId))
      .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
      .where(eq(leases.id, sql.placeholder('leaseId'))),
  );
  const [row] = await basis.execute({ leaseId });
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
export async function lockLease(db: DbOrTx, where: SQL, name: string): Promise<LockedLease | null> {
  // Prepared (`name` identifies the text of `where`): every charge sends it twice.
  const [row] = await executePrepared(
    name,
    db
      .select({ lease: leases, retailerId: applications.retailerId, applicationState: applications.stateCode, terms: leaseTerms, timeZone: stores.timezone })
      .from(leases)
      .innerJoin(applications, eq(applications.id, leases.applicationId))
      .innerJoin(stores, eq(stores.id, leases.storeId))
      .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
      .where(where)
      .for('update', { of: leases }),
  );
  return row ?? null;
}

/** A lease as a charge names it: `where` on leases joined to its application, and the same as a subquery of lease ids. */
export type LeaseRef = { where: SQL; ids: SQLWrapper; shape: string };

/** The lease of payment `paymentId` (no scope: the caller holds the payment's id). */
export function leaseOfPayment(db: DbOrTx, paymentId: string): LeaseRef {
  const ids = db.select({ id: leasePayments.leaseId }).from(leasePayments).where(eq(leasePayments.id, paymentId));
  return { where: inArray(leases.id, ids), ids, shape: 'payment' };
}

/** The lease `where` names (a condition on leases joined to its application), `shape` naming its text. */
export function leaseWhere(db: DbOrTx, where: SQL, shape: string): LeaseRef {
  const ids = db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .where(where);
  return { where, ids, shape };
}

export type LockedLedger = { locked: LockedLease | null; entries: LeasePayment[]; card: LeaseCard | null };

/**
 * Locks the lease (lockLease) and reads its ledger entries and, when asked, a card of it (`cardId`, or
 * the card on file) under that lock, in one round trip: the reads are pipelined behind the locking
 * statement on the transaction's connection, and PostgreSQL starts each only once the one before it has
 * finished, so they run holding the lock and see everything committed before it was granted. No lease:
 * null, no entries, no card.
 */
export async function lockLedger(db: DbOrTx, lease: LeaseRef, card?: { cardId?: number }): Promise<LockedLedger> {
  const key = { ids: lease.ids, shape: lease.shape };
  // Sent in this order, synchronously: postgres.js queues them on the connection as they are called.
  const [locked, entries, kept] = await Promise.all([
    lockLease(db, lease.where, `lease_lock_by_${lease.shape}`),
    ledgerEntriesOf(db, key),
    card ? (card.cardId !== undefined ? cardOfLease(db, key, card.cardId) : cardOnFile(db, key)) : null,
  ]);
  return { locked, entries, card: kept };
}

/** The lease's card on file: its newest kept card. */
export async function cardOnFile(db: DbOrTx, lease: LeaseKey): Promise<LeaseCard | null> {
  if (typeof lease === 'number') {
    const byId = prepared(db, 'lease_card_on_file', () =>
      db.select().from(leaseCards).where(eq(leaseCards.leaseId, sql.placeholder('leaseId'))).orderBy(desc(leaseCards.id)).limit(1),
    );
    const [card] = await byId.execute({ leaseId: lease });
    return card ?? null;
  }
  const [row] = await executePrepared(
    statementName('lease_card_on_file', lease),
    db.select().from(leaseCards).where(leaseIs(leaseCards.leaseId, lease)).orderBy(desc(leaseCards.id)).limit(1),
  );
  return row ?? null;
}

export async function cardOfLease(db: DbOrTx, lease: LeaseKey, cardId: number): Promise<LeaseCard | null> {
  const [row] = await executePrepared(
    statementName('lease_card_by_id', lease),
    db
      .select()
      .from(leaseCards)
      .where(and(leaseIs(leaseCards.leaseId, lease), eq(leaseCards.id, cardId))),
  );
  return row ?? null;
}
