import { count } from 'drizzle-orm';
import { applications } from '@/db/schema';
import type { ApplicationState } from '@/db/schema/applications';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { pipelineConditions } from './pipeline-conditions';
import { maintainedCountsAnswer, maintainedGroupCounts } from './pipeline-counts';
import { pipelineQuerySchema, type PipelineQueryInput } from './pipeline-query';
import { purchaseGroupOf, purchaseGroups, type PurchaseGroup } from './purchase-groups';

/** How many applications each pipeline tab holds under the current filters (the tab itself ignored). */
export async function countPurchaseGroups(ctx: Ctx, input: PipelineQueryInput): Promise<Record<PurchaseGroup, number>> {
  requirePermission(ctx, 'application.read');
  const query = parseInput(pipelineQuerySchema, input);
  if (maintainedCountsAnswer(query)) return maintainedGroupCounts(ctx, query);
  const rows = await ctx.db
    .select({ stateCode: applications.stateCode, leaseStateCode: applications.leaseStateCode, n: count() })
    .from(applications)
    .where(pipelineConditions(ctx, query, { ignoreGroup: true }))
    .groupBy(applications.stateCode, applications.leaseStateCode);
  const counts = Object.fromEntries(purchaseGroups.map((g) => [g, 0])) as Record<PurchaseGroup, number>;
  for (const row of rows) {
    counts.all += row.n;
    counts[purchaseGroupOf(row.stateCode as ApplicationState, row.leaseStateCode)] += row.n;
  }
  return counts;
}
