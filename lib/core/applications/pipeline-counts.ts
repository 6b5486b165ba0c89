import { and, eq, gte, inArray, lte, sql, type Query, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pipelineCounts } from '@/db/schema';
import type { Ctx } from '../context';
import { scopeCondition, scopeOf } from '../scope';
import type { PipelineQuery } from './pipeline-query';
import { purchaseGroups, type PurchaseGroup } from './purchase-groups';

/**
 * The pipeline's totals from the maintained counts (docs/pipeline-counts.md): `pipeline_counts` holds the
 * applications per retailer, store, purchase group and UTC day of creation, kept by triggers in the same
 * transaction as every change. A view it can answer exactly costs a sum over (stores × days) count rows,
 * whatever the number of applications; any other view is counted from the applications as before.
 */

/**
 * The query keys the counts' key can answer (or that never narrow the set: paging and sorting). Every other
 * key — statuses, decisions, lease states, verification, a search, and any filter added later — must be
 * absent for the counts to answer, so a new filter falls back to count(*) until it is taught here.
 */
const answeredKeys = new Set<string>(['purchase_group', 'stores', 'date_from', 'date_to', 'date_type', 'date_zone', 'page', 'per_page', 'sort_by', 'sort_order']);

/** Whether a parsed query value narrows nothing (an absent filter or an empty list). */
const unset = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * Whether the counts answer this view exactly: only the scope, the group, stores and a created_at range of
 * UTC days narrow it. Statuses, decisions, lease states, verification, a search, another date column or
 * store-local days are not in the counts' key, so such views fall back to count(*).
 */
export function maintainedCountsAnswer(query: PipelineQuery): boolean {
  const dated = query.date_from !== undefined || query.date_to !== undefined;
  const onlyAnsweredFilters = Object.entries(query).every(([key, value]) => answeredKeys.has(key) || unset(value));
  return onlyAnsweredFilters && (!dated || (query.date_type === 'created_at' && query.date_zone === 'utc'));
}

/** The count rows of the view inside the actor's scope (the group left to the caller). */
function countConditions(ctx: Ctx, query: PipelineQuery): SQL | undefined {
  return and(
    scopeCondition(scopeOf(ctx.actor), pipelineCounts),
    query.stores?.length ? inArray(pipelineCounts.storeId, query.stores) : undefined,
    query.date_from ? gte(pipelineCounts.day, query.date_from) : undefined,
    query.date_to ? lte(pipelineCounts.day, query.date_to) : undefined,
  );
}

const total = sql<number>`coalesce(sum(${pipelineCounts.applications}), 0)`.mapWith(Number);

/** The statement of the view's total from the counts (one row, one number); only when `maintainedCountsAnswer(query)`. */
export function maintainedTotalQuery(ctx: Ctx, query: PipelineQuery): Query {
  return ctx.db
    .select({ total })
    .from(pipelineCounts)
    .where(and(countConditions(ctx, query), query.purchase_group === 'all' ? undefined : eq(pipelineCounts.purchaseGroup, query.purchase_group)))
    .toSQL();
}

/** The view's total from the counts; only when `maintainedCountsAnswer(query)`. */
export function maintainedTotal(ctx: Ctx, query: PipelineQuery): Promise<number> {
  return readTotal(ctx.db, maintainedTotalQuery(ctx, query));
}

/** Runs a statement that answers one row whose first column is a total (a sum or a count, null as 0). */
export function readTotal(db: DbOrTx, query: Query): Promise<number> {
  return db._.session.prepareQuery<{ execute: number; all: unknown; values: unknown }>(query, undefined, undefined, true, (rows) => Number(rows[0]?.[0] ?? 0)).execute();
}

/**
 * Every tab's total from the counts (the current tab ignored, as countPurchaseGroups does). A row no group
 * matches ('') counts in "all" and, as purchaseGroupOf files it, in "closed".
 */
export async function maintainedGroupCounts(ctx: Ctx, query: PipelineQuery): Promise<Record<PurchaseGroup, number>> {
  const rows = await ctx.db
    .select({ group: pipelineCounts.purchaseGroup, n: total })
    .from(pipelineCounts)
    .where(countConditions(ctx, query))
    .groupBy(pipelineCounts.purchaseGroup);
  const counts = Object.fromEntries(purchaseGroups.map((g) => [g, 0])) as Record<PurchaseGroup, number>;
  for (const row of rows) {
    counts.all += row.n;
    const group = (purchaseGroups as readonly string[]).includes(row.group) && row.group !== 'all' ? (row.group as PurchaseGroup) : 'closed';
    counts[group] += row.n;
  }
  return counts;
}
