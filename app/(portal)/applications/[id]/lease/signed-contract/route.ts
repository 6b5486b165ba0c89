import { createHash } from 'node:crypto';
import { getSignedContract } from '@/lib/core/esign';
import { getApplicationLease } from '@/lib/core/leases/get-application-lease';
import { NotFoundError } from '@/lib/core/errors';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { contractRenderer } from '@/lib/pdf/render-contract';
import { portalDownload } from '../download-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The signed contract (with its audit page) of the application's lease; the core audits the download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return portalDownload(async (ctx) => {
    const { lease } = await getApplicationLease(ctx, id);
    if (!lease) throw new NotFoundError('This application has no lease.');
    const { pdf, filename } = await getSignedContract(ctx, lease.lease.id, { renderer: contractRenderer });
    return pdfResponse(pdf, { filename, sha256: createHash('sha256').update(pdf).digest('hex') });
  });
}
