import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
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
  const bytes = await renderDocument(<ContractDocument data={data} signatures={options.signatures} appendix={options.appendix} />);
  return { pdf: bytes, filename: data.meta.filename, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The signed contract: the same pages with the signature blocks filled, followed by the audit page
 * (signer, times, IP, user agent, the SHA-256 of the unsigned document…, as the e-sign core words it).
 */
export function renderSignedContractPdf(data: ContractDocumentData, signatures: SignatureFill[], auditPage: AppendixPage): Promise<RenderedContract> {
  return renderContractPdf(data, { signatures, appendix: [auditPage] });
}

type PdfInstance = ReturnType<typeof pdf>;
let instance: PdfInstance | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * One @react-pdf container for the process, rendering one document at a time.
 *
 * Why not `renderToBuffer`: in @react-pdf/renderer 4.9 with React 19 each call creates a React root that
 * the reconciler keeps in its list of scheduled roots for the life of the process, with its whole
 * element tree: about 160 KB of heap per contract, never returned (measured: +38 MB of heap over 200
 * renders). Re-rendering into a single container reconciles against the previous document instead,
 * and the heap stays flat; the bytes are identical to a fresh render's (tested). Renders are queued
 * because a render mutates the shared tree while its layout is still running; the work is CPU-bound on
 * one thread anyway, so the queue costs no throughput.
 */
function renderDocument(element: ReactElement<DocumentProps>): Promise<Buffer> {
  const run = async () => {
    instance ??= pdf();
    try {
      instance.updateContainer(element);
      return await streamToBuffer(await instance.toBuffer());
    } catch (error) {
      // A failed render may leave the tree half-updated: start the next one from a fresh container.
      instance = undefined;
      throw error;
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The renderer the e-signature core takes from its doors (lib/core/esign `ContractRenderer`). */
export const contractRenderer = {
  renderContractPdf: (data: ContractDocumentData, options: { signatures?: SignatureFill[] } = {}) => renderContractPdf(data, { signatures: options.signatures }),
  renderSignedContractPdf,
};
