import { createHash } from 'node:crypto';
import { renderToBuffer } from '@react-pdf/renderer';
import type { AppendixPage, ContractDocumentData, SignatureFill } from '@/lib/core/contracts/types';
import { ContractDocument } from './contract-document';
import { registerContractFonts } from './fonts';

export type RenderedContract = { pdf: Buffer; filename: string; sha256: string };

/**
 * Renders a contract to PDF bytes. The same data renders the same bytes (the creation date is the
 * lease's, not the clock's), so `sha256` identifies the document: the e-signature flow records it as
 * the hash of the unsigned contract.
 *
 * The e-signature seams: `signatures` fills the lessee's and lessor's blocks (typed or drawn), and
 * `appendix` adds pages after the contract (the signing audit page: see renderSignedContractPdf).
 */
export async function renderContractPdf(
  data: ContractDocumentData,
  options: { signatures?: SignatureFill[]; appendix?: AppendixPage[] } = {},
): Promise<RenderedContract> {
  registerContractFonts();
  const pdf = await renderToBuffer(<ContractDocument data={data} signatures={options.signatures} appendix={options.appendix} />);
  return { pdf, filename: data.meta.filename, sha256: createHash('sha256').update(pdf).digest('hex') };
}

/**
 * The signed contract: the same pages with the signature blocks filled, followed by the audit page
 * (signer, times, IP, user agent, the SHA-256 of the unsigned document…, as the e-sign core words it).
 */
export function renderSignedContractPdf(data: ContractDocumentData, signatures: SignatureFill[], auditPage: AppendixPage): Promise<RenderedContract> {
  return renderContractPdf(data, { signatures, appendix: [auditPage] });
}
