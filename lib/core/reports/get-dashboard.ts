import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeOf, type Scope } from '../scope';
import { parseInput } from '../validation';
import { dashboardQuerySchema, resolvePeriod, type DashboardQuery, type DashboardQueryInput, type ResolvedPeriod } from './schemas';

/**
 * The figures of one period (SPEC §1 dashboards), all counted over the applications submitted in it
 * (a cohort): "funded" is how many of the period's applications have reached funding so far. A lease
 * counts for every step it has passed (a paid-out lease was signed, delivered and funded); a cancelled
 * one counts as a lease but no further (its stage at cancellation is not kept on the application).
 */
export type DashboardFigures = {
  submitted: number;
  approved: number;
  review: number;
  declined: number;
  /** Sum of the approved amounts of approved decisions, in cents. */
  approvedCents: number;
  verified: number;
  leases: number;
  signed: number;
  delivered: number;
  funded: number;
  fundedCents: number;
  paidOut: number;
  /** Median seconds from the application to the lease's funding, over funded leases; null without any. */
  medianSecondsToFunding: number | null;
};

export type StoreFigures = { storeId: number; storeName: string; retailerId: number; retailerName: string; timezone: string; current: DashboardFigures; previous: DashboardFigures };
export type DailyVolume = { date: string; submitted: number; approved: number; funded: number };
export type DeclineReason = { code: string; count: number };

export type Dashboard = {
  query: DashboardQuery;
  period: ResolvedPeriod;
  /** The stores the view covers (after the filters, inside the actor's scope). */
  storeIds: number[];
  current: DashboardFigures;
  previous: DashboardFigures;
  stores: StoreFigures[];
  daily: DailyVolume[];
  declineReasons: DeclineReason[];
};

export const emptyFigures = (): DashboardFigures => ({
  submitted: 0,
  approved: 0,
  review: 0,
  declined: 0,
  approvedCents: 0,
  verified: 0,
  leases: 0,
  signed: 0,
  delivered: 0,
  funded: 0,
  fundedCents: 0,
  paidOut: 0,
  medianSecondsToFunding: null,
});

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The stores of the view: the actor's scope, narrowed by the store and retailer filters. */
function storeScope(scope: Scope, query: DashboardQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.kind === 'retailer') parts.push(sql`s.retailer_id = ${scope.retailerId}`);
  if (scope.kind === 'stores') {
    if (scope.storeIds.length === 0) parts.push(sql`false`);
    else parts.push(sql`s.id in (${sql.join(scope.storeIds.map((id) => sql`${id}`), sql`, `)})`);
    if (scope.retailerId !== null) parts.push(sql`s.retailer_id = ${scope.retailerId}`);
  }
  if (query.stores?.length) parts.push(sql`s.id in (${sql.join(query.stores.map((id) => sql`${id}`), sql`, `)})`);
  if (query.retailers?.length) parts.push(sql`s.retailer_id in (${sql.join(query.retailers.map((id) => sql`${id}`), sql`, `)})`);
  return sql.join(parts, sql` and `);
}

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Figures come from the rollup `application_day_stats` (db/schema/report-rollups.ts): one row per store,
 * store-local day and combination of decision, verification and lease state, kept by a trigger in the
 * same transaction as every application change. A 40-store period of 90 days is a few thousand rows
 * however many applications it holds.
 */
const figureColumns = sql`
  coalesce(sum(t.applications), 0)::int as submitted,
  coalesce(sum(t.applications) filter (where t.decision_code = 'A'), 0)::int as approved,
  coalesce(sum(t.applications) filter (where t.decision_code = 'R'), 0)::int as review,
  coalesce(sum(t.applications) filter (where t.decision_code = 'N'), 0)::int as declined,
  coalesce(sum(t.approved_cents), 0)::bigint as approved_cents,
  coalesce(sum(t.applications) filter (where t.verified), 0)::int as verified,
  coalesce(sum(t.applications) filter (where t.lease_state_code <> ''), 0)::int as leases,
  coalesce(sum(t.applications) filter (where t.lease_state_code in ('S', 'D', 'F', 'P')), 0)::int as signed,
  coalesce(sum(t.applications) filter (where t.lease_state_code in ('D', 'F', 'P')), 0)::int as delivered,
  coalesce(sum(t.applications) filter (where t.lease_state_code in ('F', 'P')), 0)::int as funded,
  coalesce(sum(t.funded_cents), 0)::bigint as funded_cents,
  coalesce(sum(t.applications) filter (where t.lease_state_code = 'P'), 0)::int as paid_out`;

type FigureRow = {
  submitted: number;
  approved: number;
  review: number;
  declined: number;
  approved_cents: string | number;
  verified: number;
  leases: number;
  signed: number;
  delivered: number;
  funded: number;
  funded_cents: string | number;
  paid_out: number;
};
type GroupKey = { store_id: number | null; current: boolean };

function toFigures(row: FigureRow | undefined, medianSeconds: number | null): DashboardFigures {
  if (!row) return { ...emptyFigures(), medianSecondsToFunding: medianSeconds };
  return {
    submitted: Number(row.submitted),
    approved: Number(row.approved),
    review: Number(row.review),
    declined: Number(row.declined),
    approvedCents: Number(row.approved_cents),
    verified: Number(row.verified),
    leases: Number(row.leases),
    signed: Number(row.signed),
    delivered: Number(row.delivered),
    funded: Number(row.funded),
    fundedCents: Number(row.funded_cents),
    paidOut: Number(row.paid_out),
    medianSecondsToFunding: medianSeconds,
  };
}

async function figuresByStore(db: DbOrTx, storeIds: number[], period: ResolvedPeriod) {
  // Both periods at once; grouping sets give the per-store rows and the totals in one pass.
  const result = await db.execute(sql`
    select t.store_id, p.current, ${figureColumns}
    from application_day_stats t
    cross join lateral (select t.day >= ${period.from}::date as current) p
    where t.store_id in (${idList(storeIds)}) and t.day between ${period.previousFrom}::date and ${period.to}::date
    group by grouping sets ((t.store_id, p.current), (p.current))`);
  return rowsOf<FigureRow & GroupKey>(result);
}

/**
 * Medians do not add up, so the median time to funding reads the funded applications' own durations
 * (`application_funding_times`, kept by the same trigger), per store and overall.
 */
async function mediansByStore(db: DbOrTx, storeIds: number[], period: ResolvedPeriod) {
  const result = await db.execute(sql`
    select f.store_id, p.current, percentile_cont(0.5) within group (order by f.seconds) as median_seconds
    from application_funding_times f
    cross join lateral (select f.day >= ${period.from}::date as current) p
    where f.store_id in (${idList(storeIds)}) and f.day between ${period.previousFrom}::date and ${period.to}::date
    group by grouping sets ((f.store_id, p.current), (p.current))`);
  return rowsOf<GroupKey & { median_seconds: string | number | null }>(result);
}

async function dailyVolume(db: DbOrTx, storeIds: number[], period: ResolvedPeriod): Promise<DailyVolume[]> {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(v.submitted, 0)::int as submitted, coalesce(v.approved, 0)::int as approved, coalesce(v.funded, 0)::int as funded
    from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d(day)
    left join (
      select t.day, sum(t.applications) as submitted,
        sum(t.applications) filter (where t.decision_code = 'A') as approved,
        sum(t.applications) filter (where t.lease_state_code in ('F', 'P')) as funded
      from application_day_stats t
      where t.store_id in (${idList(storeIds)}) and t.day between ${period.from}::date and ${period.to}::date
      group by t.day
    ) v on v.day = d.day::date
    order by d.day`);
  return rowsOf<DailyVolume>(result).map((r) => ({ date: r.date, submitted: Number(r.submitted), approved: Number(r.approved), funded: Number(r.funded) }));
}

async function declineReasons(db: DbOrTx, storeIds: number[], period: ResolvedPeriod): Promise<DeclineReason[]> {
  const result = await db.execute(sql`
    select d.reason_code as code, sum(d.applications)::int as count
    from application_day_declines d
    where d.store_id in (${idList(storeIds)}) and d.day between ${period.from}::date and ${period.to}::date
    group by d.reason_code
    having sum(d.applications) > 0
    order by 2 desc, 1`);
  return rowsOf<DeclineReason>(result).map((r) => ({ code: r.code, count: Number(r.count) }));
}

/**
 * Everything the dashboard shows, computed in SQL inside the actor's scope: the period against the one
 * before it, per store, per day and declines by reason code. A store's day is its local day.
 */
export async function getDashboard(ctx: Ctx, input: DashboardQueryInput, options: { now?: Date } = {}): Promise<Dashboard> {
  requirePermission(ctx, 'dashboard.read');
  const query = parseInput(dashboardQuerySchema, input);
  const storeRows = rowsOf<{ id: number; name: string; retailer_id: number; retailer_name: string; timezone: string }>(
    await ctx.db.execute(sql`
      select s.id, s.name, s.retailer_id, r.name as retailer_name, s.timezone
      from stores s join retailers r on r.id = s.retailer_id
      where ${storeScope(scopeOf(ctx.actor), query)}
      order by r.name, s.name, s.id`),
  ).map((s) => ({ ...s, id: Number(s.id), retailer_id: Number(s.retailer_id) }));
  const storeIds = storeRows.map((s) => s.id);
  const period = resolvePeriod(query, options.now ?? new Date(), storeRows[0]?.timezone ?? 'UTC');
  if (storeIds.length === 0) {
    return { query, period, storeIds, current: emptyFigures(), previous: emptyFigures(), stores: [], daily: [], declineReasons: [] };
  }
  // PGlite has one connection: run one after another there; PostgreSQL overlaps them.
  const [grouped, medians, daily, reasons] = await Promise.all([
    figuresByStore(ctx.db, storeIds, period),
    mediansByStore(ctx.db, storeIds, period),
    dailyVolume(ctx.db, storeIds, period),
    declineReasons(ctx.db, storeIds, period),
  ]);
  const same = (storeId: number | null, current: boolean) => (r: GroupKey) => (r.store_id === null ? null : Number(r.store_id)) === storeId && r.current === current;
  const find = (storeId: number | null, current: boolean) => {
    const median = medians.find(same(storeId, current))?.median_seconds;
    return toFigures(grouped.find(same(storeId, current)), median === undefined || median === null ? null : Math.round(Number(median)));
  };
  return {
    query,
    period,
    storeIds,
    current: find(null, true),
    previous: find(null, false),
    stores: storeRows.map((s) => ({
      storeId: s.id,
      storeName: s.name,
      retailerId: s.retailer_id,
      retailerName: s.retailer_name,
      timezone: s.timezone,
      current: find(s.id, true),
      previous: find(s.id, false),
    })),
    daily,
    declineReasons: reasons,
  };
}
