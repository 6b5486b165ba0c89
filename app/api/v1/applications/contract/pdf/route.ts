import { ok } from '@/lib/api/envelope';
import { defineRoute } from '@/lib/api/handler';
import { publicUrl } from '@/lib/api/public-url';
import { contractPdfRequestSchema, issueContractLink, prepareContract } from '@/lib/core/contracts';
import { parseInput } from '@/lib/core/validation';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { renderContractPdf } from '@/lib/pdf/render-contract';

export const runtime = 'nodejs';

/**
 * 4.11: the contract of an application's lease (2.16 + `format`). `url` (default): a signed link that
 * expires, served by /contracts/{token}; `base64`: `{ base64, filename, sha256 }`; `pdf`: the bytes.
 */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json, request }) => {
    const body = parseInput(contractPdfRequestSchema, await json());
    if (body.format === 'url') {
      const { token } = await issueContractLink(ctx, body);
      return ok({ url: new URL(`/contracts/${token}`, publicUrl(request)).toString() });
    }
    const { data } = await prepareContract(ctx, body);
    const { pdf, filename, sha256 } = await renderContractPdf(data);
    return body.format === 'base64' ? ok({ base64: pdf.toString('base64'), filename, sha256 }) : pdfResponse(pdf, { filename, sha256 });
  },
});
