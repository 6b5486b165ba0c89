import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { applicants, applications, leaseItems, leases, leaseTerms, stores } from '@/db/schema';
import type { Applicant } from '@/db/schema/applicants';
import type { Application } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';
import type { LeaseItem } from '@/db/schema/lease-items';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { Store } from '@/db/schema/stores';
import type { DbOrTx } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Actor } from '../context';
import { NotFoundError } from '../errors';
import { scopeAllowsRow, scopeCondition, scopeConditionTemplate, scopeOf, scopeShape, scopeValues, type Scope } from '../scope';
import { parseRef } from './fields';

/**
 * Fetch-or-throw helpers of the leases domain. Every query is scoped by the actor; a row outside the
 * scope is "not found", the same answer as a row that does not exist (SPEC §1).
 */

export type PricingSubject = { application: Application; store: Store; applicant: Applicant };

const refCondition = (ref: number | string, columns: { id: typeof applications.id; uuid: typeof applications.uuid } | { id: typeof leases.id; uuid: typeof leases.uuid }) =>
  typeof ref === 'number' ? eq(columns.id, ref) : eq(columns.uuid, ref);

/** An application with its store and applicant, by id or uuid, inside the actor's scope. */
export async function loadPricingSubject(db: DbOrTx, actor: Actor, ref: number | string): Promise<PricingSubject> {
  const parsed = parseRef(ref);
  if (parsed === null) throw new NotFoundError('Application not found.');
  const [row] = await db
    .select({ application: applications, store: stores, applicant: applicants })
    .from(applications)
    .innerJoin(stores, eq(stores.id, applications.storeId))
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(refCondition(parsed, applications), scopeCondition(scopeOf(actor), applications)));
  if (!row) throw new NotFoundError('Application not found.');
  return row;
}

/** The application's active (not replaced) lease, if any. */
export async function findActiveLease(db: DbOrTx, applicationId: number): Promise<Lease | null> {
  const [row] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.applicationId, applicationId), isNull(leases.deletedAt)));
  return row ?? null;
}

const LOAN_NUMBER_REF = /^LL-[\d-]{4,20}$/i;

export type ScopedLease = { lease: Lease; retailerId: number; applicationState: Application['stateCode'] };

/** What `ref` names a lease by — its id, uuid or loan number — and the value; null when it cannot name one. */
function leaseRefOf(ref: number | string): { by: 'id' | 'uuid' | 'loan'; value: number | string } | null {
  const parsed = parseRef(ref);
  if (parsed !== null) return typeof parsed === 'number' ? { by: 'id', value: parsed } : { by: 'uuid', value: parsed };
  // A loan number (`LL-2026-000123`, seeded `LL-12345678`) names a lease too (SPEC §10).
  return typeof ref === 'string' && LOAN_NUMBER_REF.test(ref.trim()) ? { by: 'loan', value: ref.trim().toUpperCase() } : null;
}

const leaseColumn = { id: leases.id, uuid: leases.uuid, loan: leases.loanNumber } as const;

/**
 * A lease as a caller names it (id, uuid or loan number) inside the actor's scope. Its condition on
 * `leases` joined to its application has placeholders for the ref and the scope's ids, so a statement
 * built on it is composed once per {@link leaseLookupShape} and run with {@link leaseLookupValues}.
 */
export type LeaseLookup = { by: 'id' | 'uuid' | 'loan'; value: number | string; scope: Scope };

/** The lookup of `ref` for `actor`; null when `ref` cannot name a lease. */
export function leaseLookupOf(actor: Actor, ref: number | string): LeaseLookup | null {
  const named = leaseRefOf(ref);
  return named && { ...named, scope: scopeOf(actor) };
}

export function leaseLookupCondition(lookup: LeaseLookup): SQL {
  return and(eq(leaseColumn[lookup.by], sql.placeholder('ref')), scopeConditionTemplate(lookup.scope, applications))!;
}

export function leaseLookupValues(lookup: LeaseLookup): Record<string, unknown> {
  return { ref: lookup.value, ...scopeValues(lookup.scope) };
}

/** A name for the text of {@link leaseLookupCondition}: what kind of ref, and the shape of the scope. */
export function leaseLookupShape(lookup: LeaseLookup): string {
  return `${lookup.by}_${scopeShape(lookup.scope)}`;
}

// The lease a ref names, with what its scope is decided on; composed once and prepared (db/prepared-statements.ts).
const leaseBy = (db: DbOrTx, by: 'id' | 'uuid' | 'loan') =>
  prepared(db, `lease_by_${by}`, () =>
    db
      .select({ lease: leases, retailerId: applications.retailerId, storeId: applications.storeId, applicationState: applications.stateCode })
      .from(leases)
      .innerJoin(applications, eq(applications.id, leases.applicationId))
      .where(eq(leaseColumn[by], sql.placeholder('ref'))),
  );

/**
 * A lease by id, uuid or loan number inside the actor's scope (the scope is its application's): a lease
 * outside it is "not found", like one that does not exist. `forUpdate` locks the lease row until the
 * transaction ends, so two transitions of one lease run one after the other.
 */
export async function loadLease(db: DbOrTx, actor: Actor, ref: number | string, options: { forUpdate?: boolean } = {}): Promise<ScopedLease> {
  if (options.forUpdate) return lockScopedLease(db, actor, ref);
  const named = leaseRefOf(ref);
  if (named === null) throw new NotFoundError('Lease not found.');
  // Read by its key alone and the scope tested on the row (scopeAllowsRow: scopeCondition's test), so one
  // prepared statement serves every actor.
  const [row] = await leaseBy(db, named.by).execute({ ref: named.value });
  if (!row || !scopeAllowsRow(scopeOf(actor), row)) throw new NotFoundError('Lease not found.');
  return { lease: row.lease, retailerId: row.retailerId, applicationState: row.applicationState };
}

/** The lease locked for a transition; the scope is part of the condition, so no lease outside it is ever locked. */
async function lockScopedLease(db: DbOrTx, actor: Actor, ref: number | string): Promise<ScopedLease> {
  const lookup = leaseLookupOf(actor, ref);
  if (lookup === null) throw new NotFoundError('Lease not found.');
  const statement = prepared(db, `lease_by_${leaseLookupShape(lookup)}_for_update`, () =>
    db
      .select({ lease: leases, retailerId: applications.retailerId, applicationState: applications.stateCode })
      .from(leases)
      .innerJoin(applications, eq(applications.id, leases.applicationId))
      .where(leaseLookupCondition(lookup))
      .for('update', { of: leases }),
  );
  const [row] = await statement.execute(leaseLookupValues(lookup));
  if (!row) throw new NotFoundError('Lease not found.');
  return row;
}

// A lease's own rows by its id: composed once and prepared (db/prepared-statements.ts).
const termsOf = (db: DbOrTx) => prepared(db, 'lease_terms_of', () => db.select().from(leaseTerms).where(eq(leaseTerms.leaseId, sql.placeholder('leaseId'))));
const itemsOf = (db: DbOrTx) =>
  prepared(db, 'lease_items_of', () => db.select().from(leaseItems).where(eq(leaseItems.leaseId, sql.placeholder('leaseId'))).orderBy(leaseItems.position));

export async function loadTermsAndItems(db: DbOrTx, leaseId: number): Promise<{ terms: LeaseTerms | null; items: LeaseItem[] }> {
  const [[terms], items] = await Promise.all([termsOf(db).execute({ leaseId }), loadItems(db, leaseId)]);
  return { terms: terms ?? null, items };
}

/** A lease's items, in their order. */
export function loadItems(db: DbOrTx, leaseId: number): Promise<LeaseItem[]> {
  return itemsOf(db).execute({ leaseId });
}
