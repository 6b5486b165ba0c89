import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applicants,
  applications,
  auditEvents,
  esignEnvelopes,
  leaseItems,
  leases,
  leaseTerms,
  outboxEvents,
  retailers,
  stores,
  userStores,
  users,
} from '@/db/schema';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { ConflictError } from '@/lib/core/errors';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL, type LeaseWorld } from '@/lib/testing/fixtures-leases';
import { inRollback } from '@/lib/testing/test-db';
import { ACTIVE_LEASE_INDEX, createLease } from './create-lease';
import { isUniqueViolation } from './unique-violation';

describe('the one-active-lease index', () => {
  it('is recognised as a unique violation through drizzle’s wrapping, on this database', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx);
      const row = { storeId: app.storeId, applicationId: app.id, loanNumber: 'LL-TEST-1' };
      await ctx.db.insert(leases).values(row);
      // A savepoint keeps the surrounding transaction usable after the failure.
      const error = await ctx.db
        .transaction(async (tx) => {
          await tx.insert(leases).values({ ...row, loanNumber: 'LL-TEST-2' });
        })
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error, ACTIVE_LEASE_INDEX)).toBe(true);
      expect(isUniqueViolation(error, 'leases_loan_number_key')).toBe(false);
      expect(isUniqueViolation(new Error('boom'), ACTIVE_LEASE_INDEX)).toBe(false);
      // A replaced lease (deleted_at set) makes room for the next one.
      await ctx.db.update(leases).set({ deletedAt: new Date() }).where(eq(leases.applicationId, app.id));
      await ctx.db.insert(leases).values({ ...row, loanNumber: 'LL-TEST-3' });
    }));
});

/**
 * Real concurrency needs real connections: only on PostgreSQL (DATABASE_URL). These rows are committed,
 * so the test builds its own world (random slugs) and deletes it afterwards.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('createLease under concurrency (PostgreSQL)', () => {
  const handles: DatabaseHandle[] = [];
  const worlds: LeaseWorld[] = [];

  async function connections(): Promise<[DatabaseHandle, DatabaseHandle]> {
    if (!handles.length) handles.push(await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url }));
    return handles as [DatabaseHandle, DatabaseHandle];
  }

  afterAll(async () => {
    if (!handles.length) return;
    const { db } = handles[0]!;
    for (const world of worlds) {
      const retailerIds = [world.retailerId, world.otherRetailerId];
      const appRows = await db.select({ id: applications.id, applicantId: applications.applicantId }).from(applications).where(inArray(applications.retailerId, retailerIds));
      const appIds = appRows.map((a) => a.id);
      if (appIds.length) {
        const leaseIds = (await db.select({ id: leases.id }).from(leases).where(inArray(leases.applicationId, appIds))).map((l) => l.id);
        if (leaseIds.length) {
          await db.delete(esignEnvelopes).where(inArray(esignEnvelopes.leaseId, leaseIds));
          await db.delete(leaseItems).where(inArray(leaseItems.leaseId, leaseIds));
          await db.delete(leaseTerms).where(inArray(leaseTerms.leaseId, leaseIds));
          await db.delete(leases).where(inArray(leases.id, leaseIds));
        }
        await db.delete(applications).where(inArray(applications.id, appIds));
        await db.delete(applicants).where(inArray(applicants.id, appRows.map((a) => a.applicantId)));
      }
      await db.delete(auditEvents).where(inArray(auditEvents.retailerId, retailerIds));
      await db.delete(outboxEvents).where(inArray(outboxEvents.retailerId, retailerIds));
      const userIds = (await db.select({ id: users.id }).from(users).where(inArray(users.retailerId, retailerIds))).map((u) => u.id);
      const admin = world.actors.admin;
      if (admin.kind === 'staff') userIds.push(admin.userId);
      await db.delete(userStores).where(inArray(userStores.userId, userIds));
      await db.delete(users).where(inArray(users.id, userIds));
      await db.delete(stores).where(inArray(stores.retailerId, retailerIds));
      await db.delete(retailers).where(inArray(retailers.id, retailerIds));
    }
    await Promise.all(handles.map((h) => h.close()));
  });

  it('20 simultaneous requests for one application create exactly one lease and 19 conflicts', async () => {
    const [a, b] = await connections();
    const world = await createLeaseWorld(a.db);
    worlds.push(world);
    const app = await approvedApplication(a.db, world.stores.tx);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createLease({ actor: world.actors.sales, db: (i % 2 ? a : b).db }, leaseRequest(app, { option: (['A', 'B', 'C'] as const)[i % 3] }), { baseUrl: TEST_BASE_URL })),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.reason).toBeInstanceOf(ConflictError);
    // Losers of the race meet the unique index (23505) and get the same 409 as a later request.
    for (const r of refused) expect((r.reason as Error).message).toMatch(new RegExp(`^Application ${app.id} already has (a lease|lease LL-)`));

    const active = await a.db.select().from(leases).where(and(eq(leases.applicationId, app.id), isNull(leases.deletedAt)));
    expect(active).toHaveLength(1);
    expect(await a.db.select().from(leases).where(eq(leases.applicationId, app.id))).toHaveLength(1);
    const [application] = await a.db.select().from(applications).where(eq(applications.id, app.id));
    expect(application).toMatchObject({ stateCode: 'L', leaseStateCode: 'V' });
    const events = await a.db.select().from(outboxEvents).where(and(eq(outboxEvents.retailerId, world.retailerId), eq(outboxEvents.type, 'lease.created')));
    expect(events).toHaveLength(1);
    expect(await a.db.select().from(leaseTerms).where(eq(leaseTerms.leaseId, active[0]!.id))).toHaveLength(1);
  });

  it('20 simultaneous replacements (discard_esign) leave exactly one active lease', async () => {
    const [a, b] = await connections();
    const world = await createLeaseWorld(a.db);
    worlds.push(world);
    const app = await approvedApplication(a.db, world.stores.tx);
    await createLease({ actor: world.actors.sales, db: a.db }, leaseRequest(app), { baseUrl: TEST_BASE_URL });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createLease({ actor: world.actors.sales, db: (i % 2 ? a : b).db }, leaseRequest(app, { discard_esign: true, deliveryCharge: i }), { baseUrl: TEST_BASE_URL })),
    );
    const created = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of refused) expect(r.reason).toBeInstanceOf(ConflictError);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(created + refused.length).toBe(20);
    const active = await a.db.select().from(leases).where(and(eq(leases.applicationId, app.id), isNull(leases.deletedAt)));
    expect(active).toHaveLength(1);
    const all = await a.db.select().from(leases).where(eq(leases.applicationId, app.id));
    expect(all).toHaveLength(1 + created);
    // Every replaced lease's signing link was voided: the only open envelope is the active lease's.
    const envelopes = await a.db.select().from(esignEnvelopes).where(inArray(esignEnvelopes.leaseId, all.map((l) => l.id)));
    expect(envelopes).toHaveLength(1 + created);
    expect(envelopes.filter((e) => e.status === 'open').map((e) => e.leaseId)).toEqual([active[0]!.id]);
  });
});
