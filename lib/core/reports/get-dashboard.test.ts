import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, leases } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { countPurchaseGroups } from '@/lib/core/applications/count-purchase-groups';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import { ForbiddenError } from '@/lib/core/errors';
import { fundLease } from '@/lib/core/leases/fund-lease';
import { buildTenants, insertApplication, type Tenants } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { getDashboard } from './get-dashboard';
import { resolvePeriod } from './schemas';

const NOW = new Date('2026-03-15T12:00:00Z');
const HOUR = 3_600;

type Made = { decision?: 'A' | 'R' | 'N'; approvedCents?: number; verified?: boolean; reasons?: string[]; fundedCents?: number; fundedAfterSeconds?: number };

async function make(db: DbOrTx, store: Parameters<typeof insertApplication>[1]['store'], createdAt: string, made: Made & { leaseState?: 'V' | 'S' | 'D' | 'F' | 'P' | 'X' } = {}) {
  const created = new Date(createdAt);
  const { application, lease } = await insertApplication(db, { store, createdAt: created, leaseState: made.leaseState, state: made.leaseState ? 'L' : made.decision === 'N' ? 'N' : made.decision === 'R' ? 'R' : 'V' });
  await db
    .update(applications)
    .set({
      decisionCode: made.decision ?? null,
      approvedAmountCents: made.approvedCents ?? null,
      verifiedAt: made.verified ? created : null,
      reasonCodes: made.reasons ?? null,
    })
    .where(eq(applications.id, application.id));
  if (lease && made.fundedCents !== undefined) {
    await db
      .update(leases)
      .set({ fundedAmountCents: made.fundedCents, fundedAt: new Date(created.getTime() + (made.fundedAfterSeconds ?? 0) * 1000) })
      .where(eq(leases.id, lease.id));
  }
  return application;
}

/**
 * acme: east and north in New York, south in Los Angeles; globex: main. Hand-computed below:
 * the current 7-day period is 2026-03-09..15 (New York, the first store's zone), the previous 03-02..08.
 */
async function world(db: DbOrTx) {
  const t = await buildTenants(db);
  await db.execute(sql`update stores set timezone = 'America/Los_Angeles' where id = ${t.stores.south.id}`);
  const apps = {
    // 2026-03-14 23:00 in New York: current.
    a1: await make(db, t.stores.north, '2026-03-15T03:00:00Z', { decision: 'A', approvedCents: 100_000, verified: true, leaseState: 'F', fundedCents: 80_000, fundedAfterSeconds: 48 * HOUR }),
    // 2026-03-08 23:30 in Los Angeles (PDT since that morning; already 03-09 in UTC and New York): previous.
    a2: await make(db, t.stores.south, '2026-03-09T06:30:00Z', { decision: 'N', reasons: ['R1', 'R2'] }),
    // 2026-03-09 00:30 in Los Angeles: current.
    a3: await make(db, t.stores.south, '2026-03-09T07:30:00Z', { decision: 'N', reasons: ['R1'] }),
    a4: await make(db, t.stores.north, '2026-03-08T12:00:00Z', { decision: 'R' }),
    a5: await make(db, t.stores.north, '2026-03-15T11:00:00Z', { decision: 'A', approvedCents: 50_000, verified: true, leaseState: 'P', fundedCents: 50_000, fundedAfterSeconds: 96 * HOUR }),
    // Outside both periods.
    a7: await make(db, t.stores.north, '2026-03-01T12:00:00Z', { decision: 'A', approvedCents: 1 }),
    // Another retailer's, inside the period.
    a6: await make(db, t.stores.globexMain, '2026-03-12T12:00:00Z', { decision: 'A', approvedCents: 7_000, verified: true, leaseState: 'S' }),
  };
  return { t, apps };
}

describe('resolvePeriod', () => {
  it('reads today in the given zone and compares with the days just before', () => {
    expect(resolvePeriod({ period: '7d' }, NOW, 'America/New_York')).toEqual({ from: '2026-03-09', to: '2026-03-15', previousFrom: '2026-03-02', previousTo: '2026-03-08', days: 7 });
    // 02:00 UTC on the 16th is still the 15th in Los Angeles.
    expect(resolvePeriod({ period: 'today' }, new Date('2026-03-16T02:00:00Z'), 'America/Los_Angeles')).toMatchObject({ from: '2026-03-15', to: '2026-03-15', previousFrom: '2026-03-14' });
    expect(resolvePeriod({ period: 'custom', from: '2026-02-27', to: '2026-03-01' }, NOW, 'UTC')).toEqual({ from: '2026-02-27', to: '2026-03-01', previousFrom: '2026-02-24', previousTo: '2026-02-26', days: 3 });
  });
});

describe('getDashboard', () => {
  it('computes every figure of the period and the previous one, counting each store by its local day', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx.db);
      const d = await getDashboard(as(ctx, t.actors.acmeManager), { period: '7d' }, { now: NOW });
      expect(d.period).toMatchObject({ from: '2026-03-09', to: '2026-03-15', previousFrom: '2026-03-02', previousTo: '2026-03-08' });
      expect(d.current).toEqual({
        submitted: 3,
        approved: 2,
        review: 0,
        declined: 1,
        approvedCents: 150_000,
        verified: 2,
        leases: 2,
        signed: 2,
        delivered: 2,
        funded: 2,
        fundedCents: 130_000,
        paidOut: 1,
        medianSecondsToFunding: 72 * HOUR,
      });
      expect(d.previous).toMatchObject({ submitted: 2, approved: 0, review: 1, declined: 1, approvedCents: 0, leases: 0, medianSecondsToFunding: null });
      const byName = Object.fromEntries(d.stores.map((s) => [s.storeName, s]));
      expect(Object.keys(byName).sort()).toEqual(['east', 'north', 'south']);
      expect(byName.north!.current).toMatchObject({ submitted: 2, approved: 2, funded: 2, medianSecondsToFunding: 72 * HOUR });
      expect(byName.north!.previous).toMatchObject({ submitted: 1, review: 1 });
      expect(byName.south!.current).toMatchObject({ submitted: 1, declined: 1 });
      expect(byName.south!.previous).toMatchObject({ submitted: 1, declined: 1 });
      expect(byName.east!.current.submitted).toBe(0);
      expect(d.daily).toHaveLength(7);
      expect(d.daily.filter((day) => day.submitted > 0)).toEqual([
        { date: '2026-03-09', submitted: 1, approved: 0, funded: 0 },
        { date: '2026-03-14', submitted: 1, approved: 1, funded: 1 },
        { date: '2026-03-15', submitted: 1, approved: 1, funded: 1 },
      ]);
      expect(d.declineReasons).toEqual([{ code: 'R1', count: 1 }]);
    }),
  );

  it('answers zeros (and no median) for an empty period, with every day listed', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx.db);
      const d = await getDashboard(as(ctx, t.actors.acmeManager), { period: 'custom', from: '2025-01-01', to: '2025-01-03' }, { now: NOW });
      expect(d.current).toMatchObject({ submitted: 0, approvedCents: 0, fundedCents: 0, medianSecondsToFunding: null });
      expect(d.previous.submitted).toBe(0);
      expect(d.daily.map((day) => [day.date, day.submitted])).toEqual([
        ['2025-01-01', 0],
        ['2025-01-02', 0],
        ['2025-01-03', 0],
      ]);
      expect(d.declineReasons).toEqual([]);
    }),
  );

  it('filters by store, and an admin by retailer; scope always wins', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      expect((await getDashboard(manager, { period: '7d', stores: [t.stores.south.id] }, { now: NOW })).current.submitted).toBe(1);
      // Another retailer's store: nothing, not an error that would confirm it exists.
      const foreign = await getDashboard(manager, { period: '7d', stores: [t.stores.globexMain.id] }, { now: NOW });
      expect(foreign.storeIds).toEqual([]);
      expect(foreign.current.submitted).toBe(0);
      expect((await getDashboard(as(ctx, t.actors.globexManager), { period: '7d' }, { now: NOW })).current).toMatchObject({ submitted: 1, signed: 1, funded: 0 });
      const admin = as(ctx, t.actors.admin);
      const globexOnly = await getDashboard(admin, { period: '7d', retailers: [t.globex.id] }, { now: NOW });
      expect(globexOnly.current.submitted).toBe(1);
      expect(globexOnly.stores.map((s) => s.storeId)).toEqual([t.stores.globexMain.id]);
      const both = await getDashboard(admin, { period: '7d', retailers: [t.acme.id, t.globex.id] }, { now: NOW });
      expect(both.current.submitted).toBe(4);
    }),
  );

  it('is for managers and admins only', () =>
    inRollback(async (ctx) => {
      const t: Tenants = await buildTenants(ctx.db);
      await expect(getDashboard(as(ctx, t.actors.acmeClerk), {}, { now: NOW })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getDashboard(as(ctx, t.actors.acmeSales), {}, { now: NOW })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getDashboard(as(ctx, t.actors.acmeToken), {}, { now: NOW })).rejects.toBeInstanceOf(ForbiddenError);
    }),
  );

  it('matches the pipeline counts for the same rows (the drill-down links)', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const d = await getDashboard(manager, { period: '7d' }, { now: NOW });
      const base = { date_from: d.period.from, date_to: d.period.to, date_zone: 'store' as const };
      const total = async (filters: Record<string, unknown>) => (await listApplicationGroups(manager, { ...base, ...filters })).total;
      expect(await total({})).toBe(d.current.submitted);
      expect(await total({ decisions: 'A' })).toBe(d.current.approved);
      expect(await total({ decisions: 'N' })).toBe(d.current.declined);
      expect(await total({ verified: 'true' })).toBe(d.current.verified);
      expect(await total({ lease_states: 'V,S,D,F,P,X' })).toBe(d.current.leases);
      expect(await total({ lease_states: 'F,P' })).toBe(d.current.funded);
      expect(await total({ stores: String(t.stores.south.id) })).toBe(1);
      expect((await countPurchaseGroups(manager, base)).all).toBe(d.current.submitted);
      // In UTC days the Los Angeles edge case lands differently: the store-local basis matters.
      expect((await listApplicationGroups(manager, { date_from: d.period.from, date_to: d.period.to })).total).toBe(4);
    }),
  );

  it('keeps its rollup in step with lease moves, store time zones and a full recount', () =>
    inRollback(async (ctx) => {
      const { t } = await world(ctx.db);
      const manager = as(ctx, t.actors.acmeManager);
      const delivered = await make(ctx.db, t.stores.east, '2026-03-12T15:00:00Z', { decision: 'A', approvedCents: 20_000, verified: true, leaseState: 'D' });
      await ctx.db.update(leases).set({ cashPriceCents: 30_000 }).where(eq(leases.applicationId, delivered.id));
      const before = await getDashboard(manager, { period: '7d' }, { now: NOW });
      await fundLease(as(ctx, t.actors.admin), { lease: (await ctx.db.select().from(leases).where(eq(leases.applicationId, delivered.id)))[0]!.id });
      const after = await getDashboard(manager, { period: '7d' }, { now: NOW });
      expect(after.current.funded - before.current.funded).toBe(1);
      expect(after.current.fundedCents - before.current.fundedCents).toBe(30_000);
      expect(after.current.delivered).toBe(before.current.delivered);

      // South moves to New York time: a2 (06:30 UTC on the 9th) now falls on the 9th, inside the period.
      await ctx.db.execute(sql`update stores set timezone = 'America/New_York' where id = ${t.stores.south.id}`);
      const moved = await getDashboard(manager, { period: '7d' }, { now: NOW });
      expect(moved.current.submitted).toBe(after.current.submitted + 1);
      expect(moved.previous.submitted).toBe(after.previous.submitted - 1);

      // What the trigger kept equals a recount from scratch.
      const snapshot = async () =>
        JSON.stringify(
          ((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))(
            await ctx.db.execute(sql`
              select 'stats' as kind, to_jsonb(s) as row from application_day_stats s where store_id in (${t.stores.north.id}, ${t.stores.east.id}) and applications <> 0
              union all select 'times', to_jsonb(f) from application_funding_times f where store_id in (${t.stores.north.id}, ${t.stores.east.id})
              order by 1, 2`),
          ),
        );
      const kept = await snapshot();
      await ctx.db.execute(sql`select report_rollup_rebuild(${t.stores.north.id}), report_rollup_rebuild(${t.stores.east.id})`);
      expect(await snapshot()).toBe(kept);
    }),
  );
});
