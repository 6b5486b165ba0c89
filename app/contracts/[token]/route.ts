import { randomUUID } from 'node:crypto';
import { publicRequestContext } from '@/lib/api/public-request-context';
import { publicLinkRefusal } from '@/lib/api/public-rate-limit';
import { ContractLeaseReplacedError, ContractLinkExpiredError, ContractLinkInvalidError, prepareContractFromLink } from '@/lib/core/contracts';
import { NotFoundError } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { renderContractPdf } from '@/lib/pdf/render-contract';
import { linkProblemPage } from './problem-page';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * A contract download link (`format: url` of POST /api/v1/applications/contract/pdf). Public: the
 * signed, expiring token is the authority (lib/core/contracts/signed-link.ts). Each download is audited.
 * A link that expired, was altered or whose lease was replaced answers a short page saying so (410/403),
 * in English and Spanish, never an error dump.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const refused = await publicLinkRefusal(request);
  if (refused) return refused;
  const { token } = await params;
  const requestId = randomUUID();
  try {
    const { data } = await prepareContractFromLink(await publicRequestContext(request, requestId), token);
    const { pdf, filename, sha256 } = await renderContractPdf(data);
    return pdfResponse(pdf, { filename, sha256, disposition: 'inline', headers: { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex', 'X-Request-Id': requestId } });
  } catch (error) {
    if (error instanceof ContractLinkExpiredError) return linkProblemPage(410, 'expired', requestId);
    if (error instanceof ContractLeaseReplacedError) return linkProblemPage(410, 'replaced', requestId);
    if (error instanceof ContractLinkInvalidError) return linkProblemPage(403, 'invalid', requestId);
    if (error instanceof NotFoundError) return linkProblemPage(404, 'missing', requestId);
    logger.error('contract link failed', { requestId, error });
    return linkProblemPage(500, 'failed', requestId);
  }
}
