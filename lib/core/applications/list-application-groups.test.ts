import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, leases } from '@/db/schema';
import type { ApplicationState } from '@/db/schema/applications';
import type { LeaseState } from '@/db/schema/leases';
import { roleHasPermission, tokenPermissions } from '@/lib/auth/permissions';
import { can } from '@/lib/core/access';
import type { Ctx } from '@/lib/core/context';
import { ForbiddenError, ValidationError } from '@/lib/core/errors';
import { buildTenants, daysAfter, insertApplication, T0, type Tenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { countPurchaseGroups } from './count-purchase-groups';
import { listApplicationGroups } from './list-application-groups';
import { MAX_PER_PAGE, type PipelineQueryInput } from './pipeline-query';
import { purchaseGroups, type PurchaseGroup } from './purchase-groups';

/** Every application and lease state a row can be in, labelled by it. */
const everyState: { label: string; state: ApplicationState; leaseState?: LeaseState }[] = [
  { label: 'app-V', state: 'V' },
  { label: 'app-R', state: 'R' },
  { label: 'app-A', state: 'A' },
  { label: 'app-N', state: 'N' },
  { label: 'app-X', state: 'X' },
  { label: 'app-E', state: 'E' },
  { label: 'lease-V', state: 'L', leaseState: 'V' },
  { label: 'lease-S', state: 'L', leaseState: 'S' },
  { label: 'lease-D', state: 'L', leaseState: 'D' },
  { label: 'lease-F', state: 'L', leaseState: 'F' },
  { label: 'lease-P', state: 'L', leaseState: 'P' },
  { label: 'lease-X', state: 'X', leaseState: 'X' },
];

const expectedGroups: Record<PurchaseGroup, string[]> = {
  all: everyState.map((s) => s.label),
  new: ['app-V', 'app-R'],
  approved: ['app-A'],
  contracting: ['lease-V'],
  signed: ['lease-S', 'lease-D'],
  funded: ['lease-F'],
  closed: ['app-N', 'app-X', 'app-E', 'lease-P', 'lease-X'],
};

async function seedEveryState(ctx: Ctx, t: Tenants) {
  for (const [i, s] of everyState.entries()) {
    await insertApplication(ctx.db, { store: t.stores.north, label: s.label, state: s.state, leaseState: s.leaseState, createdAt: daysAfter(T0, -i) });
  }
}

/** Query input as it arrives from outside, unchecked by TypeScript. */
const raw = (query: Record<string, unknown>) => query as PipelineQueryInput;

const labels = (page: Awaited<ReturnType<typeof listApplicationGroups>>) => page.rows.map((r) => r.application.label);

async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

describe('listApplicationGroups: purchase groups', () => {
  it.each(purchaseGroups)('%s holds exactly its states', (group) =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await seedEveryState(ctx, t);
      const page = await listApplicationGroups(as(ctx, t.actors.acmeManager), { purchase_group: group, per_page: 100 });
      expect(labels(page).sort()).toEqual([...expectedGroups[group]].sort());
      expect(page.total).toBe(expectedGroups[group].length);
    }),
  );

  it('returns the active lease with leased rows and null before one exists', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await seedEveryState(ctx, t);
      const page = await listApplicationGroups(as(ctx, t.actors.admin), { per_page: 100, stores: [t.stores.north.id] });
      for (const row of page.rows) {
        const leaseState = everyState.find((s) => s.label === row.application.label)!.leaseState;
        expect(row.lease?.stateCode ?? null).toBe(leaseState ?? null);
      }
    }),
  );


  it('reads each row as drizzle reads the tables: every lease column decoded, a replaced lease left out', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const { application, lease } = await insertApplication(ctx.db, { store: t.stores.north, leaseState: 'F' });
      // Every column type a lease has: JSON, big money, timestamps, booleans, integers.
      await ctx.db
        .update(leases)
        .set({ computation: { mult: 2.1, rows: [1, 2] }, loan: { term: 12 }, cashPriceCents: 9_007_199_254_740, fundedAt: new Date('2026-03-04T05:06:07.089Z'), downPaymentTakenByProvider: false, sendDownPaymentEmail: true, extended: 3, payGrade: 'B' })
        .where(eq(leases.id, lease!.id));
      const replaced = await insertApplication(ctx.db, { store: t.stores.north, leaseState: 'S' });
      await ctx.db.update(leases).set({ deletedAt: new Date() }).where(eq(leases.id, replaced.lease!.id));
      const page = await listApplicationGroups(as(ctx, t.actors.acmeManager), { per_page: 100 });
      const [stored] = await ctx.db.select().from(leases).where(eq(leases.id, lease!.id));
      const [app] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
      const row = page.rows.find((r) => r.application.id === application.id)!;
      // Timestamps come as the ISO text a Date would print (the list only prints them), the expiry as a Date.
      const printed = Object.fromEntries(Object.entries(stored!).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
      expect(row.lease).toEqual(printed);
      expect(row.lease!.fundedAt).toBe('2026-03-04T05:06:07.089Z');
      expect(row.application).toEqual({ id: app!.id, stateCode: app!.stateCode, storeId: app!.storeId, label: app!.label, createdAt: app!.createdAt.toISOString(), updatedAt: app!.updatedAt.toISOString(), expiresAt: app!.expiresAt, approvedAmountCents: app!.approvedAmountCents });
      expect(page.rows.find((r) => r.application.id === replaced.application.id)!.lease).toBeNull();
    }),
  );
  it('counts every group consistently with the list totals', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      await seedEveryState(ctx, t);
      await insertApplication(ctx.db, { store: t.stores.south, state: 'A', createdAt: T0 });
      await insertApplication(ctx.db, { store: t.stores.globexMain, state: 'A', createdAt: T0 });
      for (const actor of [t.actors.acmeManager, t.actors.acmeClerk, t.actors.southToken, t.actors.admin]) {
        const counts = await countPurchaseGroups(as(ctx, actor), { date_from: '2026-01-01' });
        for (const group of purchaseGroups) {
          const page = await listApplicationGroups(as(ctx, actor), { purchase_group: group, date_from: '2026-01-01' });
          expect(counts[group], `${actor.kind} ${group}`).toBe(page.total);
        }
        const { all, ...tabs } = counts;
        expect(Object.values(tabs).reduce((a, b) => a + b, 0)).toBe(all);
      }
    }),
  );
});

describe('listApplicationGroups: filters', () => {
  it('filters by stores and statuses, given as lists, comma strings or single values', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const { north, south, east } = t.stores;
      await insertApplication(ctx.db, { store: north, state: 'A', label: 'north-A' });
      await insertApplication(ctx.db, { store: north, state: 'N', label: 'north-N' });
      await insertApplication(ctx.db, { store: south, state: 'A', label: 'south-A' });
      await insertApplication(ctx.db, { store: east, state: 'V', label: 'east-V' });
      const list = as(ctx, t.actors.acmeManager);
      expect(labels(await listApplicationGroups(list, { stores: [north.id] })).sort()).toEqual(['north-A', 'north-N']);
      expect(labels(await listApplicationGroups(list, { stores: `${north.id},${south.id}` })).sort()).toEqual(['north-A', 'north-N', 'south-A']);
      expect(labels(await listApplicationGroups(list, { stores: [String(east.id)] }))).toEqual(['east-V']);
      expect(labels(await listApplicationGroups(list, { statuses: ['A'] })).sort()).toEqual(['north-A', 'south-A']);
      expect(labels(await listApplicationGroups(list, { statuses: 'A,V', stores: [south.id, east.id] })).sort()).toEqual(['east-V', 'south-A']);
    }),
  );

  it('includes the whole date_to day, accepts MM/DD/YYYY, and filters on the chosen date_type', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const store = t.stores.north;
      await insertApplication(ctx.db, { store, label: 'before', createdAt: new Date('2026-03-09T23:59:59.999Z') });
      await insertApplication(ctx.db, { store, label: 'first-instant', createdAt: new Date('2026-03-10T00:00:00.000Z') });
      await insertApplication(ctx.db, { store, label: 'last-instant', createdAt: new Date('2026-03-12T23:59:59.999Z') });
      await insertApplication(ctx.db, { store, label: 'after', createdAt: new Date('2026-03-13T00:00:00.000Z') });
      await insertApplication(ctx.db, {
        store,
        label: 'updated-late',
        createdAt: new Date('2026-01-01T10:00:00Z'),
        updatedAt: new Date('2026-03-11T10:00:00Z'),
        decidedAt: new Date('2026-01-02T10:00:00Z'),
      });
      const list = as(ctx, t.actors.northToken);
      const iso = await listApplicationGroups(list, { date_from: '2026-03-10', date_to: '2026-03-12' });
      expect(labels(iso).sort()).toEqual(['first-instant', 'last-instant']);
      const us = await listApplicationGroups(list, { date_from: '03/10/2026', date_to: '03/12/2026' });
      expect(labels(us)).toEqual(labels(iso));
      expect(us.query.date_from).toBe('2026-03-10');
      expect(labels(await listApplicationGroups(list, { date_to: '2026-03-09' })).sort()).toEqual(['before', 'updated-late']);
      expect(labels(await listApplicationGroups(list, { date_from: '2026-03-13' }))).toEqual(['after']);
      expect(labels(await listApplicationGroups(list, { date_type: 'updated_at', date_from: '2026-03-11', date_to: '2026-03-11' }))).toEqual(['updated-late']);
      expect(labels(await listApplicationGroups(list, { date_type: 'decided_at', date_from: '2026-01-02', date_to: '2026-01-02' }))).toEqual(['updated-late']);
    }),
  );

  it('sorts by each field in both directions, breaking ties by id in the same direction', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const store = t.stores.north;
      const same = T0;
      const a = await insertApplication(ctx.db, { store, label: 'Carol', createdAt: same });
      const b = await insertApplication(ctx.db, { store, label: 'alice', createdAt: same });
      const c = await insertApplication(ctx.db, { store, label: 'Bob', createdAt: daysAfter(same, 1) });
      const d = await insertApplication(ctx.db, { store, label: 'Bob', createdAt: daysAfter(same, -1), state: 'N' });
      const ids = (page: Awaited<ReturnType<typeof listApplicationGroups>>) => page.rows.map((r) => r.application.id);
      const list = as(ctx, t.actors.acmeManager);
      const [ia, ib, ic, id] = [a, b, c, d].map((x) => x.application.id) as [number, number, number, number];

      expect(ids(await listApplicationGroups(list, {}))).toEqual([ic, ib, ia, id]); // created_at desc, ties id desc
      expect(ids(await listApplicationGroups(list, { sort_order: 'asc' }))).toEqual([id, ia, ib, ic]);
      expect(ids(await listApplicationGroups(list, { sort_order: 'ASC' }))).toEqual([id, ia, ib, ic]);
      expect(ids(await listApplicationGroups(list, { sort_by: 'id', sort_order: 'asc' }))).toEqual([ia, ib, ic, id]);
      expect(ids(await listApplicationGroups(list, { sort_by: 'id' }))).toEqual([id, ic, ib, ia]);
      const byLabel = ids(await listApplicationGroups(list, { sort_by: 'label', sort_order: 'asc' }));
      expect(byLabel.indexOf(ic)).toBeLessThan(byLabel.indexOf(id)); // the two Bobs tie: id ascending
      expect(ids(await listApplicationGroups(list, { sort_by: 'state_code', sort_order: 'asc' }))).toEqual([id, ia, ib, ic]); // N < V, then ids
      // days_to_expire sorts by the value the API reports: the decline has 0 days left, so it leads
      // ascending and trails descending.
      const byExpiry = ids(await listApplicationGroups(list, { sort_by: 'days_to_expire', sort_order: 'asc' }));
      expect(byExpiry).toEqual([id, ia, ib, ic]);
      expect(ids(await listApplicationGroups(list, { sort_by: 'days_to_expire', sort_order: 'desc' }))).toEqual([ic, ib, ia, id]);
    }),
  );

  it('pages without overlap, defaults to 15 per page and answers an empty page past the last', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      for (let i = 0; i < 20; i++) await insertApplication(ctx.db, { store: t.stores.north, createdAt: T0 }); // all tie on created_at
      const list = as(ctx, t.actors.northToken);
      const first = await listApplicationGroups(list, {});
      expect(first.perPage).toBe(15);
      expect(first.rows).toHaveLength(15);
      const second = await listApplicationGroups(list, { page: '2' });
      expect(second.rows).toHaveLength(5);
      const seen = [...first.rows, ...second.rows].map((r) => r.application.id);
      expect(new Set(seen).size).toBe(20);
      const beyond = await listApplicationGroups(list, { page: 3 });
      expect(beyond.rows).toEqual([]);
      expect(beyond.total).toBe(20);
      expect((await listApplicationGroups(list, { per_page: MAX_PER_PAGE })).rows).toHaveLength(20);
    }),
  );

  it('refuses invalid filters with field errors that name the allowed values', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const list = as(ctx, t.actors.acmeManager);
      expect((await fieldErrorsOf(listApplicationGroups(list, { per_page: 101 }))).per_page).toEqual(['The per page must be a whole number from 1 to 100.']);
      expect(Object.keys(await fieldErrorsOf(listApplicationGroups(list, { per_page: 0 })))).toEqual(['per_page']);
      expect(Object.keys(await fieldErrorsOf(listApplicationGroups(list, { page: 0 })))).toEqual(['page']);
      expect((await fieldErrorsOf(listApplicationGroups(list, raw({ purchase_group: 'pending' })))).purchase_group![0]).toContain(
        'all, new, approved, contracting, signed, funded, closed',
      );
      expect((await fieldErrorsOf(listApplicationGroups(list, raw({ sort_by: 'score' })))).sort_by![0]).toContain('created_at, updated_at, id, state_code, store_id, label, days_to_expire');
      expect((await fieldErrorsOf(listApplicationGroups(list, raw({ sort_order: 'up' })))).sort_order![0]).toContain('asc, desc');
      expect((await fieldErrorsOf(listApplicationGroups(list, raw({ date_type: 'funded_at' })))).date_type![0]).toContain('created_at, updated_at, decided_at');
      expect((await fieldErrorsOf(listApplicationGroups(list, { statuses: ['A', 'Q'] })))['statuses.1']![0]).toContain('V, R, A, L, N, X, E');
      expect(Object.keys(await fieldErrorsOf(listApplicationGroups(list, { stores: 'abc' })))).toEqual(['stores.0']);
      expect((await fieldErrorsOf(listApplicationGroups(list, { date_from: '2026-02-30' }))).date_from![0]).toContain('YYYY-MM-DD or MM/DD/YYYY');
      expect(Object.keys(await fieldErrorsOf(listApplicationGroups(list, { date_from: '2026-03-02', date_to: '2026-03-01' })))).toEqual(['date_to']);
    }),
  );
});

describe('listApplicationGroups: scope', () => {
  async function world(ctx: Ctx) {
    const t = await buildTenants(ctx.db);
    const rows = {
      north: (await insertApplication(ctx.db, { store: t.stores.north, label: 'north' })).application,
      south: (await insertApplication(ctx.db, { store: t.stores.south, label: 'south' })).application,
      east: (await insertApplication(ctx.db, { store: t.stores.east, label: 'east' })).application,
      globex: (await insertApplication(ctx.db, { store: t.stores.globexMain, label: 'globex' })).application,
    };
    return { t, rows };
  }

  it('a retailer token sees all its stores and none of another retailer', () =>
    inRollback(async (ctx) => {
      const { t, rows } = await world(ctx);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.acmeToken), {})).sort()).toEqual(['east', 'north', 'south']);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.globexToken), {}))).toEqual(['globex']);
      // Asking for the other retailer's store explicitly finds nothing (and does not error).
      const probe = await listApplicationGroups(as(ctx, t.actors.acmeToken), { stores: [rows.globex.storeId] });
      expect(probe.rows).toEqual([]);
      expect(probe.total).toBe(0);
    }),
  );

  it("a store token sees only its store, never a sibling's, even when filtering by it", () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.northToken), {}))).toEqual(['north']);
      expect((await listApplicationGroups(as(ctx, t.actors.northToken), { stores: [t.stores.south.id] })).total).toBe(0);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.northToken), { stores: [t.stores.north.id, t.stores.south.id] }))).toEqual(['north']);
    }),
  );

  it('a clerk sees only assigned stores, even when filtering by an unassigned one', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.acmeClerk), {}))).toEqual(['north']);
      expect((await listApplicationGroups(as(ctx, t.actors.acmeClerk), { stores: [t.stores.east.id] })).total).toBe(0);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.acmeSales), {})).sort()).toEqual(['north', 'south']);
      const counts = await countPurchaseGroups(as(ctx, t.actors.acmeClerk), { stores: [t.stores.east.id] });
      expect(counts.all).toBe(0);
    }),
  );

  it('a manager sees the whole retailer and a provider admin sees every retailer', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.acmeManager), {})).sort()).toEqual(['east', 'north', 'south']);
      expect(labels(await listApplicationGroups(as(ctx, t.actors.globexManager), {}))).toEqual(['globex']);
      const all = labels(await listApplicationGroups(as(ctx, t.actors.admin), { per_page: 100 }));
      expect(all).toEqual(expect.arrayContaining(['east', 'north', 'south', 'globex']));
    }),
  );

  it('refuses actors without application.read', () =>
    inRollback(async (ctx) => {
      const { rows } = await world(ctx);
      const applicant = { kind: 'applicant' as const, applicationId: rows.north.id, retailerId: rows.north.retailerId, purpose: 'sign' as const };
      await expect(listApplicationGroups(as(ctx, applicant), {})).rejects.toBeInstanceOf(ForbiddenError);
      await expect(countPurchaseGroups(as(ctx, applicant), {})).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );
});

describe('the permission table', () => {
  it('gives each role what SPEC §1 says', () => {
    expect(roleHasPermission('clerk', 'application.read')).toBe(true);
    expect(roleHasPermission('clerk', 'lease.create')).toBe(false);
    expect(roleHasPermission('sales', 'lease.create')).toBe(true);
    expect(roleHasPermission('sales', 'user.manage')).toBe(false);
    expect(roleHasPermission('manager', 'user.manage')).toBe(true);
    expect(roleHasPermission('manager', 'store.manage')).toBe(false);
    expect(roleHasPermission('admin', 'store.manage')).toBe(true);
  });

  it('never grants a token staff-only powers', () => {
    const token = { kind: 'token' as const, tokenId: 1, retailerId: 1, storeId: null };
    expect(can(token, 'application.read')).toBe(true);
    expect(can(token, 'lease.create')).toBe(true);
    for (const permission of ['user.manage', 'token.manage', 'pii.reveal', 'lease.fund'] as const) {
      expect(tokenPermissions.has(permission)).toBe(false);
      expect(can(token, permission)).toBe(false);
    }
    expect(can({ kind: 'applicant', applicationId: 1, retailerId: 1, purpose: 'verify' }, 'application.read')).toBe(false);
    expect(can({ kind: 'system' }, 'store.manage')).toBe(true);
  });
});
