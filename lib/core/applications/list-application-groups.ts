import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { applications, leases } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeCondition, scopeOf } from '../scope';
import { startOfNextUtcDay, startOfUtcDay } from '../dates';
import { parseInput } from '../validation';
import { purchaseGroupCondition } from './purchase-group-condition';
import { pipelineQuerySchema, type PipelineQuery, type PipelineQueryInput } from './pipeline-query';

export type PipelineRow = { application: Application; lease: Lease | null };
export type PipelinePage = { rows: PipelineRow[]; total: number; page: number; perPage: number; query: PipelineQuery };

const sortColumns = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  id: applications.id,
  state_code: applications.stateCode,
  store_id: applications.storeId,
  label: applications.label,
  days_to_expire: applications.expiresAt,
} as const;

const dateColumns = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  decided_at: applications.decidedAt,
} as const;

/** The filter conditions of a pipeline view inside the actor's scope (shared by the list and the counts). */
export function pipelineConditions(ctx: Ctx, query: PipelineQuery, options: { ignoreGroup?: boolean } = {}): SQL | undefined {
  const dateColumn = dateColumns[query.date_type];
  return and(
    scopeCondition(scopeOf(ctx.actor), applications),
    options.ignoreGroup ? undefined : purchaseGroupCondition(query.purchase_group),
    query.stores?.length ? inArray(applications.storeId, query.stores) : undefined,
    query.statuses?.length ? inArray(applications.stateCode, query.statuses) : undefined,
    query.date_from ? gte(dateColumn, startOfUtcDay(query.date_from)) : undefined,
    query.date_to ? lt(dateColumn, startOfNextUtcDay(query.date_to)) : undefined,
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
  const direction = query.sort_order === 'asc' ? asc : desc;
  const sortColumn = sortColumns[query.sort_by];
  const orderBy =
    query.sort_by === 'id'
      ? [direction(applications.id)]
      : query.sort_by === 'days_to_expire'
        ? // Only open decisions (V, R, A) have days left; leased and closed rows report 0 and sort with them.
          [sql`case when ${applications.stateCode} in ('V', 'R', 'A') then ${applications.expiresAt} end ${sql.raw(query.sort_order)} nulls ${sql.raw(query.sort_order === 'asc' ? 'first' : 'last')}`, direction(applications.id)]
        : [direction(sortColumn), direction(applications.id)];

  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({ application: applications, lease: leases })
      .from(applications)
      .leftJoin(leases, and(eq(leases.applicationId, applications.id), isNull(leases.deletedAt)))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    ctx.db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0, page: query.page, perPage: query.per_page, query };
}
