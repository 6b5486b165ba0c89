import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { applications, leaseCards, leasePayments, leases, leaseTerms, stores } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Lease } from '@/db/schema/leases';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import { localDate } from '../leases/local-date';
import { leaseLookupCondition, leaseLookupShape, leaseLookupValues, type LeaseLookup, type ScopedLease } from '../leases/internal';
import { quoteFromTerms } from '../leases/quote-from-terms';
import { buildSchedule, type Quote } from '../pricing';
import { summarizeLedger, type LedgerPlan, type LedgerSummary } from './ledger';

/** The states in which a lease takes payments (SPEC §10). */
export const PAYABLE_STATES: readonly Lease['stateCode'][] = ['S', 'D', 'F'];

/**
 * The schedule and early-purchase options of a lease, from its priced terms; null for a lease without terms.
 * `known` is the terms' quote when the caller already has it (quoteFromTerms).
 */
export function ledgerPlanOf(terms: LeaseTerms | null, known?: Quote | null): LedgerPlan | null {
  if (!terms) return null;
  const quote = known ?? quoteFromTerms(terms);
  return { schedule: buildSchedule(quote), earlyPurchase: [quote.earlyPurchase.days90, quote.earlyPurchase.months6, quote.earlyPurchase.months9] };
}

/**
 * How a charge names the lease it locks: a lookup of the caller's ref inside their scope (beginPayment),
 * or one of its payments by id (settlePayment, the recovery job).
 */
export type LeaseTarget = LeaseLookup | { by: 'payment'; value: string };

/** A lease by its id, or the lease a target names (read under the lock that target took: lockLedger). */
export type LeaseKey = number | LeaseTarget;

const targetShape = (target: LeaseTarget) => (target.by === 'payment' ? 'payment' : leaseLookupShape(target));
const targetValues = (target: LeaseTarget) => (target.by === 'payment' ? { ref: target.value } : leaseLookupValues(target));

/** The target's lease as a condition on leases joined to its application, with placeholders (targetValues). */
function targetCondition(db: DbOrTx, target: LeaseTarget): SQL {
  return target.by === 'payment' ? inArray(leases.id, targetLeaseIds(db, target)) : leaseLookupCondition(target);
}

/** The target's lease id, as a subquery (placeholders as targetCondition's). */
function targetLeaseIds(db: DbOrTx, target: LeaseTarget): SQLWrapper {
  if (target.by === 'payment') return db.select({ id: leasePayments.leaseId }).from(leasePayments).where(eq(leasePayments.id, sql.placeholder('ref')));
  return db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .where(leaseLookupCondition(target));
}

const newestFirst = [desc(leasePayments.createdAt), desc(leasePayments.id)];

export async function ledgerEntriesOf(db: DbOrTx, lease: LeaseKey): Promise<LeasePayment[]> {
  // The conditions are built only when a statement is first composed (prepared's `build`).
  if (typeof lease === 'number') {
    const byId = prepared(db, 'ledger_entries', () => db.select().from(leasePayments).where(eq(leasePayments.leaseId, sql.placeholder('leaseId'))).orderBy(...newestFirst));
    return byId.execute({ leaseId: lease });
  }
  const byTarget = prepared(db, `ledger_entries_by_${targetShape(lease)}`, () =>
    db.select().from(leasePayments).where(inArray(leasePayments.leaseId, targetLeaseIds(db, lease))).orderBy(...newestFirst),
  );
  return byTarget.execute(targetValues(lease));
}

export type Ledger = { plan: LedgerPlan | null; entries: LeasePayment[]; summary: LedgerSummary | null; today: string };

/** What a lease's ledger is computed from, besides its entries: its priced terms and its store's time zone. */
export type LedgerBasis = { terms: LeaseTerms | null; timeZone: string };

/** The ledger from its basis and entries, on the store's local day of `now` (pure); `quote`: ledgerPlanOf's `known`. */
export function ledgerOf(basis: LedgerBasis, entries: LeasePayment[], now: Date, quote?: Quote | null): Ledger {
  const plan = ledgerPlanOf(basis.terms, quote);
  const today = localDate(now, basis.timeZone);
  return { plan, entries, summary: plan ? summarizeLedger(plan, entries, today) : null, today };
}

/** A lease's ledger basis by the lease's id: its priced terms and its store's time zone, in one statement. */
export async function ledgerBasisOf(db: DbOrTx, leaseId: number): Promise<LedgerBasis> {
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
 * Locks the lease `target` names for the rest of the transaction, reading its terms and store's time zone
 * in the same statement; null when none matches (a lookup's scope is part of the condition, so no lease
 * outside it is ever locked). Every write to a lease's payments (beginPayment, settlePayment) holds this
 * lock, so the ledger read after it stands until the transaction ends.
 */
export async function lockLease(db: DbOrTx, target: LeaseTarget): Promise<LockedLease | null> {
  const statement = prepared(db, `lease_lock_by_${targetShape(target)}`, () =>
    db
      .select({ lease: leases, retailerId: applications.retailerId, applicationState: applications.stateCode, terms: leaseTerms, timeZone: stores.timezone })
      .from(leases)
      .innerJoin(applications, eq(applications.id, leases.applicationId))
      .innerJoin(stores, eq(stores.id, leases.storeId))
      .leftJoin(leaseTerms, eq(leaseTerms.leaseId, leases.id))
      .where(targetCondition(db, target))
      .for('update', { of: leases }),
  );
  const [row] = await statement.execute(targetValues(target));
  return row ?? null;
}

export type LockedLedger = { locked: LockedLease | null; entries: LeasePayment[]; card: LeaseCard | null };

/**
 * Locks the lease (lockLease) and reads its ledger entries and, when asked, a card of it (`cardId`, or
 * the card on file) under that lock, in one round trip: the reads are pipelined behind the locking
 * statement on the transaction's connection, and PostgreSQL starts each only once the one before it has
 * finished, so they run holding the lock and see everything committed before it was granted. No lease:
 * null, no entries, no card.
 */
export async function lockLedger(db: DbOrTx, target: LeaseTarget, card?: { cardId?: number }): Promise<LockedLedger> {
  // Sent in this order, synchronously: postgres.js queues them on the connection as they are called.
  const [locked, entries, kept] = await Promise.all([
    lockLease(db, target),
    ledgerEntriesOf(db, target),
    card ? (card.cardId !== undefined ? cardOfLease(db, target, card.cardId) : cardOnFile(db, target)) : null,
  ]);
  return { locked, entries, card: kept };
}

/** The lease's card on file: its newest kept card. */
export async function cardOnFile(db: DbOrTx, lease: LeaseKey): Promise<LeaseCard | null> {
  const [card] =
    typeof lease === 'number'
      ? await prepared(db, 'lease_card_on_file', () =>
          db.select().from(leaseCards).where(eq(leaseCards.leaseId, sql.placeholder('leaseId'))).orderBy(desc(leaseCards.id)).limit(1),
        ).execute({ leaseId: lease })
      : await prepared(db, `lease_card_on_file_by_${targetShape(lease)}`, () =>
          db.select().from(leaseCards).where(inArray(leaseCards.leaseId, targetLeaseIds(db, lease))).orderBy(desc(leaseCards.id)).limit(1),
        ).execute(targetValues(lease));
  return card ?? null;
}

export async function cardOfLease(db: DbOrTx, lease: LeaseTarget, cardId: number): Promise<LeaseCard | null> {
  const statement = prepared(db, `lease_card_by_id_by_${targetShape(lease)}`, () =>
    db
      .select()
      .from(leaseCards)
      .where(and(inArray(leaseCards.leaseId, targetLeaseIds(db, lease)), eq(leaseCards.id, sql.placeholder('cardId')))),
  );
  const [row] = await statement.execute({ ...targetValues(lease), cardId });
  return row ?? null;
}
