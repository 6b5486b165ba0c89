import { z } from 'zod';
import { CONTRACT_LINK_TTL_SECONDS, contractPdfRequestSchema } from '@/lib/core/contracts';
import { defineEndpoint } from '../registry';
import { successEnvelope } from '../schemas';

export const contractPdfUrlSchema = z.object({
  url: z.string().describe(`A signed link to the PDF, served by this deployment at /contracts/{token}; it expires ${CONTRACT_LINK_TTL_SECONDS / 60} minutes after it is issued and needs no token.`),
});
export const contractPdfBase64Schema = z.object({
  base64: z.string().describe('The PDF, base64-encoded.'),
  filename: z.string().describe('e.g. `LL-2026-000042-lease-agreement-v1-en.pdf`.'),
  sha256: z.string().describe('SHA-256 of the PDF bytes, hex. The same lease, document, version and language always render the same bytes.'),
});
export const contractPdfResponseSchema = successEnvelope(z.union([contractPdfUrlSchema, contractPdfBase64Schema]));

export const contractEndpoints = [
  defineEndpoint({
    method: 'POST',
    path: '/applications/contract/pdf',
    operationId: 'contractPdf',
    summary: "Get the contract of an application's lease",
    description:
      "The contract PDF of the application's current lease (API description 4.11, body 2.16), built from the lease's own terms: a lease agreement (`type` 1) or its payment schedule (`type` 2), in English or Spanish, in a versioned template. " +
      '`format` picks the answer: `url` (default) → `data.url`, a signed link that expires; `base64` → `data.base64`, `filename`, `sha256`; ' +
      '`pdf` → the PDF itself (`Content-Type: application/pdf`, not enveloped, `Content-Disposition: attachment`, `Repr-Digest` with its SHA-256). ' +
      'Every download is recorded in the audit log (and every link issued, then each fetch of it). An application without a lease answers 409; ' +
      "`dealerState` or `product` other than the store's answer 422.",
    tag: 'Applications',
    permission: 'contract.read',
    body: contractPdfRequestSchema,
    response: {
      description: 'The contract, as a link (`format: url`) or base64 (`format: base64`). With `format: pdf` the body is the PDF (application/pdf) instead.',
      schema: contractPdfResponseSchema,
      example: { status: true, code: 200, data: { url: 'https://leaseline.example/contracts/v1.eyJhcHAiOiI…' } },
      alternatives: { 'application/pdf': { schema: { type: 'string', format: 'binary', description: 'The PDF (`format: pdf`).' } } },
    },
    errors: [403, 404, 409],
  }),
];
