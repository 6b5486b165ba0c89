import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import { exportPipeline, type PipelineExportRow } from '@/lib/core/applications/export-pipeline';
import { csvStream } from '@/lib/csv/safe-csv';
import { portalDownload } from '../[id]/lease/download-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const columns: { key: keyof PipelineExportRow & string; header: string }[] = [
  { key: 'id', header: 'id' },
  { key: 'applicant', header: 'applicant' },
  { key: 'store', header: 'store' },
  { key: 'group', header: 'purchase_group' },
  { key: 'applicationState', header: 'state_code' },
  { key: 'leaseState', header: 'lease_state_code' },
  { key: 'loanNumber', header: 'loan_number' },
  { key: 'approvedAmount', header: 'approved_amount' },
  { key: 'daysToExpire', header: 'days_to_expire' },
  { key: 'createdAt', header: 'created_at' },
  { key: 'updatedAt', header: 'updated_at' },
];

/** The pipeline's current filters as CSV (the same query string as the page), streamed, every row. */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  return portalDownload(async (ctx) => {
    const { batches } = await exportPipeline(ctx, searchParamsToObject(params));
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(csvStream(columns, batches), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${stamp}.csv"`,
        'Cache-Control': 'no-store',
        'X-Request-Id': ctx.requestId ?? '',
      },
    });
  });
}
