import { and, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { Ctx } from '../context';
import { scopeCondition, scopeOf } from '../scope';
import { DAY_MS, startOfNextUtcDay, startOfUtcDay } from '../dates';
import { purchaseGroupCondition } from './purchase-group-condition';
import type { PipelineQuery } from './pipeline-query';
import { searchCondition } from './search-condition';

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
