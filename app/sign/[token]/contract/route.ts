import { createHash, randomUUID } from 'node:crypto';
import { publicDatabase } from '@/lib/api/public-database';
import { publicLinkRefusal } from '@/lib/api/public-rate-limit';
import { ContractUnavailableError } from '@/lib/core/contracts';
import { renderSigningContract, SigningLinkUnavailableError } from '@/lib/core/esign';
import { logger } from '@/lib/logger';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { contractRenderer } from '@/lib/pdf/render-contract';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The unsigned contract behind a signing link, inline so the signing page can frame it (and the signer
 * can open it on its own). Only while the envelope is open; otherwise the signing page explains why,
 * so this answers a plain 410 pointing there. Never cached, never indexed, no referrer.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const refused = await publicLinkRefusal(request);
  if (refused) return refused;
  const { token } = await params;
  const requestId = randomUUID();
  const headers = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex', 'X-Request-Id': requestId };
  try {
    const { pdf, filename } = await renderSigningContract(await publicDatabase(), token, { renderer: contractRenderer });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return pdfResponse(pdf, { filename, sha256, disposition: 'inline', headers });
  } catch (error) {
    const gone = error instanceof SigningLinkUnavailableError;
    const unavailable = error instanceof ContractUnavailableError;
    if (!gone && !unavailable) logger.error('signing contract failed', { requestId, error });
    const text = gone
      ? 'This signing link can no longer be used. Open the link itself to see why. / Este enlace de firma ya no se puede usar.'
      : unavailable
        ? 'This contract cannot be shown: the lease is incomplete. Ask the store to prepare it again. / No se puede mostrar este contrato: pida a la tienda que lo prepare de nuevo.'
        : `The contract could not be shown. Try again in a moment. Reference ${requestId}.`;
    return new Response(text, {
      status: gone ? 410 : unavailable ? 409 : 500,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
