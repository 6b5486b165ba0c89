import type { z } from 'zod';
import type { contractPdfBase64Schema, contractPdfUrlSchema } from '@/lib/api/openapi/endpoints/contracts';
import type { RequestOptions, Transport } from '../http';
import type { Envelope } from '../types';

/** Application PDF Contract (API description 2.16). `appID` is the application uuid (or its id). */
export type ContractPdfBody = {
  appID: string | number;
  /** Template version; default the latest. */
  version?: string | number;
  /** `en` or `es`; default the lease's primary_language. */
  language?: string;
  /** The store's two-letter state, if sent. */
  dealerState?: string;
  /** The store's type, if sent: 1 general, 2 hvac, 3 furniture, 4 electronics, 5 appliances. */
  product?: number;
  /** 1 lease agreement (default), 2 payment schedule. */
  type?: number;
};
export type ContractPdfUrl = z.output<typeof contractPdfUrlSchema>;
export type ContractPdfBase64 = z.output<typeof contractPdfBase64Schema>;

function decodeBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Contracts (API 4.11). */
export function contractMethods(http: Transport) {
  const contractPdf = <F extends 'url' | 'base64' = 'url'>(body: ContractPdfBody & { format?: F }, options?: RequestOptions) =>
    http.request<Envelope<F extends 'base64' ? ContractPdfBase64 : ContractPdfUrl>>('POST', '/applications/contract/pdf', body, options);
  return {
    /** POST /applications/contract/pdf: a signed link that expires (`format: 'url'`, default) or the PDF base64-encoded (`format: 'base64'`). */
    contractPdf,
    /** The contract's PDF bytes (fetched as `base64`: the transport speaks JSON), with its filename and SHA-256. */
    downloadContractPdf: async (body: ContractPdfBody, options?: RequestOptions) => {
      const { data } = await contractPdf({ ...body, format: 'base64' }, options);
      return { pdf: decodeBase64(data.base64), filename: data.filename, sha256: data.sha256 };
    },
  };
}
