import { prepareContract } from '@/lib/core/contracts';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { renderContractPdf } from '@/lib/pdf/render-contract';
import { portalDownload } from '../download-response';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The lease's contract from the portal's Contract panel: `?language=en|es&type=lease-agreement|payment-schedule`.
 * The same core as the API's `POST /applications/contract/pdf` (scope, `contract.read`, the audit row,
 * marked as a portal download); the session is the authority.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  return portalDownload(async (ctx) => {
    const { data } = await prepareContract(
      ctx,
      { appID: id, language: query.get('language'), type: query.get('type'), format: 'pdf' },
      { via: 'portal' },
    );
    const { pdf, filename, sha256 } = await renderContractPdf(data);
    return pdfResponse(pdf, { filename, sha256 });
  });
}
