import type { Ctx } from '@/lib/core/context';
import { countPurchaseGroups } from '@/lib/core/applications/count-purchase-groups';
import { daysToExpire } from '@/lib/core/applications/days-to-expire';
import { listApplicationGroups, type PipelineRow } from '@/lib/core/applications/list-application-groups';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { formatCents } from '@/lib/core/money';
import type { PipelineData, PipelineRowView } from '@/components/applications/types';

// Decisions in these states are still open and can expire (SPEC §5); the others show no countdown.
const OPEN_STATES = new Set(['V', 'R', 'A']);

function toRowView({ application, lease }: PipelineRow, now: Date): PipelineRowView {
  const approvedCents = lease?.approvedAmountCents ?? application.approvedAmountCents;
  return {
    id: application.id,
    label: application.label,
    storeId: application.storeId,
    stateCode: application.stateCode,
    lease: lease ? { stateCode: lease.stateCode, loanNumber: lease.loanNumber } : null,
    approvedAmount: approvedCents === null ? null : formatCents(approvedCents),
    daysToExpire: OPEN_STATES.has(application.stateCode) && application.expiresAt ? daysToExpire(application, now) : null,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  };
}

/** One pipeline view: the same core calls as `GET /api/v1/applications/groups`, plus the tab counts. */
export async function loadPipeline(ctx: Ctx, query: PipelineQuery): Promise<PipelineData> {
  const [page, counts] = await Promise.all([listApplicationGroups(ctx, query), countPurchaseGroups(ctx, query)]);
  const now = new Date();
  return { rows: page.rows.map((row) => toRowView(row, now)), total: page.total, page: page.page, perPage: page.perPage, counts };
}
