import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicants, applications, stores } from '@/db/schema';
import type { Applicant } from '@/db/schema/applicants';
import type { Application } from '@/db/schema/applications';
import type { Store } from '@/db/schema/stores';
import type { DbOrTx } from '@/db/client';
import type { Actor, Ctx } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { scopeAllowsRow, scopeCondition, scopeOf } from '../scope';

/** `{application}` in a path: the integer id or the uuid (SPEC §3). */
export type ApplicationRef = string | number;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;

/** The WHERE condition selecting an application by id or uuid; null when the reference can match nothing. */
export function applicationRefCondition(ref: ApplicationRef): SQL | null {
  const text = String(ref).trim();
  if (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_INT4) return eq(applications.id, Number(text));
  if (UUID.test(text)) return eq(applications.uuid, text.toLowerCase());
  return null;
}

export function applicationScope(actor: Actor): SQL | undefined {
  return scopeCondition(scopeOf(actor), applications);
}

const coApplicants = alias(applicants, 'co_applicants');

export type LoadedApplication = { application: Application; applicant: Applicant; coApplicant: Applicant | null };

/**
 * The application (with its applicant and co-applicant) if it exists inside the actor's scope; otherwise
 * NotFoundError, the same answer for "no such application" and "not yours" (SPEC §1).
 * `forUpdate` locks the application row until the transaction ends.
 */
export async function loadApplication(ctx: Ctx, ref: ApplicationRef, options: { forUpdate?: boolean; db?: DbOrTx } = {}): Promise<LoadedApplication> {
  const byRef = applicationRefCondition(ref);
  if (!byRef) throw new NotFoundError('Application not found.');
  const query = (options.db ?? ctx.db)
    .select({ application: applications, applicant: applicants, coApplicant: coApplicants })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(coApplicants, eq(coApplicants.id, applications.coApplicantId))
    .where(and(byRef, applicationScope(ctx.actor)));
  const [row] = options.forUpdate ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new NotFoundError('Application not found.');
  return row;
}

/**
 * The store an application or pre-qualification is for. `store_id` may be left out only by a caller bound
 * to one store (a store's token, a clerk with one store), which it then defaults to. An unknown store and
 * a store outside the caller's scope are the same 422 on `store_id`, so the answer leaks nothing.
 */
export function storeIdFor(actor: Actor, storeId: number | undefined): number {
  if (storeId !== undefined) return storeId;
  const scope = scopeOf(actor);
  if (scope.kind === 'stores' && scope.storeIds.length === 1) return scope.storeIds[0]!;
  throw ValidationError.field('store_id', 'The store_id is required.');
}

export function assertStoreInScope(actor: Actor, store: Pick<Store, 'id' | 'retailerId'> | undefined): asserts store is Pick<Store, 'id' | 'retailerId'> {
  if (!store || !scopeAllowsRow(scopeOf(actor), { retailerId: store.retailerId, storeId: store.id })) throw ValidationError.field('store_id', 'The selected store_id is invalid.');
}

export async function loadStoreInScope(ctx: Ctx, storeId: number | undefined): Promise<Store> {
  const id = storeIdFor(ctx.actor, storeId);
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, id));
  assertStoreInScope(ctx.actor, store);
  return store as Store;
}
