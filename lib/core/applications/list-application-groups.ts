import { and, count, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeCondition, scopeOf } from '../scope';
import { DAY_MS, startOfNextUtcDay, startOfUtcDay } from '../dates';
import { parseInput } from '../validation';
import { purchaseGroupCondition } from './purchase-group-condition';
import { maintainedCountsAnswer, maintainedTotal } from './pipeline-counts';
import { pipelineQuerySchema, type PipelineQuery, type PipelineQueryInput } from './pipeline-query';
import { searchCondition } from './search-condition';
import { readPipelinePage, type PipelineRow } from './pipeline-page-rows';

export type { PipelineApplication, PipelineRow } from './pipeline-page-rows';
export type PipelinePage = { rows: PipelineRow[]; total: number; page: number; perPage: number; query: PipelineQuery };

const dateColumns = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  decided_at: applications.decidedAt,
} as const;

/** The filter conditions of a pipeline view inside the actor's scope (shared by the list and the counts). */
export function pipelineConditions(ctx: Ctx, query: PipelineQuery, options: { ignoreGroup?: boolean } = {}): SQL | undefined {
  const dateColumn = dateColumns[query.date_type];
  return and(
    query.date_zone === 'store' ? storeDayConditions(dateColumn, query.date_from, query.date_to) : undefined,
    query.date_zone === 'store' ? undefined : query.date_from ? gte(dateColumn, startOfUtcDay(query.date_from)) : undefined,
    query.date_zone === 'store' ? undefined : query.date_to ? lt(dateColumn, startOfNextUtcDay(query.date_to)) : undefined,
    query.decisions?.length ? inArray(applications.decisionCode, query.decisions) : undefined,
    query.lease_states?.length ? inArray(applications.leaseStateCode, query.lease_states) : undefined,
    query.verified === undefined ? undefined : query.verified ? isNotNull(applications.verifiedAt) : isNull(applications.verifiedAt),
    scopeCondition(scopeOf(ctx.actor), applications),
    options.ignoreGroup ? undefined : purchaseGroupCondition(query.purchase_group),
    query.stores?.length ? inArray(applications.storeId, query.stores) : undefined,
    query.statuses?.length ? inArray(applications.stateCode, query.statuses) : undefined,
    searchCondition(query.q),
  );
}

// Every time zone lies within UTC-12..UTC+14, so a store's local day starts within a day of UTC midnight.
const ZONE_SLACK_MS = DAY_MS;

/**
 * Dates as each store's own local calendar days (the dashboard counts a store's day as its local day):
 * a UTC range one day wider on each side keeps the date indexes usable, the exact local test follows.
 */
function storeDayConditions(column: (typeof dateColumns)[keyof typeof dateColumns], from?: string, to?: string): SQL | undefined {
  if (!from && !to) return undefined;
  const localDay = sql`(${column} at time zone (select s.timezone from stores s where s.id = ${applications.storeId}))::date`;
  return and(
    from ? gte(column, new Date(startOfUtcDay(from).getTime() - ZONE_SLACK_MS)) : undefined,
    to ? lt(column, new Date(startOfNextUtcDay(to).getTime() + ZONE_SLACK_MS)) : undefined,
    from ? sql`${localDay} >= ${from}::date` : undefined,
    to ? sql`${localDay} <= ${to}::date` : undefined,
  );
}

/**
 * One page of the application pipeline (API 4.4, the portal's /applications). Scoped to the actor:
 * rows of stores or retailers it cannot see never appear, and filtering by such a store finds nothing.
 */
export async function listApplicationGroups(ctx: Ctx, input: PipelineQueryInput): Promise<PipelinePage> {
  requirePermission(ctx, 'application.read');
  const query = parseInput(pipelineQuerySchema, input);
  const where = pipelineConditions(ctx, query);
  const [rows, total] = await Promise.all([
    readPipelinePage(ctx.db, { where, sortBy: query.sort_by, sortOrder: query.sort_order, limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countApplications(ctx, query, where),
  ]);
  return { rows, total, page: query.page, perPage: query.per_page, query };
}

/**
 * The view's total: summed from the maintained counts when they answer it exactly (pipeline-counts.ts),
 * else counted from the filtered applications.
 */
async function countApplications(ctx: Ctx, query: PipelineQuery, where: SQL | undefined): Promise<number> {
  if (maintainedCountsAnswer(query)) return maintainedTotal(ctx, query);
  const [row] = await ctx.db.select({ total: count() }).from(applications).where(where);
  return row?.total ?? 0;
}
