import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { applications, leases, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { daysToExpire } from './days-to-expire';
import { pipelineConditions } from './pipeline-conditions';
import { pipelineQuerySchema, type PipelineQuery, type PipelineQueryInput } from './pipeline-query';
import { purchaseGroupOf } from './purchase-groups';

/** One exported row: exactly what the pipeline list shows (no address, SSN, phone or bank data). */
export type PipelineExportRow = {
  id: number;
  applicant: string;
  store: string;
  group: string;
  applicationState: string;
  leaseState: string;
  loanNumber: string;
  approvedAmount: string;
  daysToExpire: number | string;
  createdAt: Date;
  updatedAt: Date;
};

const BATCH = 1_000;
const OPEN_STATES = new Set(['V', 'R', 'A']);

/**
 * Starts an export of every application matching the pipeline's filters (API 4.4), in the actor's scope.
 * The audit row (who, which filters, how the rows were chosen) is written first; rows then come in batches
 * by descending id (keyset, so a long export neither skips nor repeats rows that change under it).
 */
export async function exportPipeline(ctx: Ctx, input: PipelineQueryInput): Promise<{ query: PipelineQuery; batches: AsyncGenerator<PipelineExportRow[]> }> {
  requirePermission(ctx, 'application.read');
  const query = parseInput(pipelineQuerySchema, input);
  const filters = Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== undefined && !['page', 'per_page', 'sort_by', 'sort_order'].includes(key)));
  const retailerId = ctx.actor.kind === 'staff' || ctx.actor.kind === 'token' ? ctx.actor.retailerId : null;
  await withTransaction(ctx, async (tx, txCtx) => {
    await recordAudit(tx, txCtx, { action: 'pipeline.exported', entityType: 'pipeline', entityId: 'csv', retailerId, data: { filters } });
  });
  const where = pipelineConditions(ctx, query);
  async function* batches(): AsyncGenerator<PipelineExportRow[]> {
    let before: number | null = null;
    for (;;) {
      const rows = await ctx.db
        .select({
          id: applications.id,
          label: applications.label,
          storeName: stores.name,
          stateCode: applications.stateCode,
          leaseStateCode: applications.leaseStateCode,
          expiresAt: applications.expiresAt,
          approvedAmountCents: applications.approvedAmountCents,
          leaseApprovedCents: leases.approvedAmountCents,
          loanNumber: leases.loanNumber,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .innerJoin(stores, eq(stores.id, applications.storeId))
        .leftJoin(leases, and(eq(leases.applicationId, applications.id), isNull(leases.deletedAt)))
        .where(and(where, before === null ? undefined : lt(applications.id, before)))
        .orderBy(desc(applications.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      const now = new Date();
      yield rows.map((r) => {
        const cents = r.leaseApprovedCents ?? r.approvedAmountCents;
        return {
          id: r.id,
          applicant: r.label,
          store: r.storeName,
          group: purchaseGroupOf(r.stateCode, r.leaseStateCode),
          applicationState: r.stateCode,
          leaseState: r.leaseStateCode ?? '',
          loanNumber: r.loanNumber ?? '',
          approvedAmount: cents === null ? '' : (cents / 100).toFixed(2),
          daysToExpire: OPEN_STATES.has(r.stateCode) && r.expiresAt ? daysToExpire(r, now) : '',
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
        };
      });
      if (rows.length < BATCH) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return { query, batches: batches() };
}
