import { defineRoute } from '@/lib/api/handler';
import { getSignedContract } from '@/lib/core/esign';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { contractRenderer } from '@/lib/pdf/render-contract';

export const runtime = 'nodejs';

/**
 * The signed contract of a lease (what `e_sign_contract_url` points to once signed): the PDF stored at
 * signing, with its audit page. `contract.read`; 404 outside scope or before signing. Audited.
 */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => {
    const { pdf, filename, sha256 } = await getSignedContract(ctx, params.lease!, { via: 'api', renderer: contractRenderer });
    return pdfResponse(pdf, { filename, sha256 });
  },
});
