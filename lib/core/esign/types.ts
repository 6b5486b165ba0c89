import type { LeaseState } from '@/db/schema/enums';
import type { EsignType } from '@/db/schema/esign-envelopes';
import type { AppendixPage, ContractDocumentData, SignatureFill } from '../contracts/types';

export type { EsignType };
export type EnvelopeStatus = 'open' | 'signed' | 'voided' | 'expired';

/** What lease creation asks of e-signature (POST /leases `esign_type`, `esign_return_url`, `create_esign`). */
export type EsignRequest = {
  createEsign: boolean;
  /** Null: `embedded` (in-store signing), the default. */
  esignType: EsignType | null;
  esignReturnUrl: string | null;
  language: 'en' | 'es';
  /** Origin the signing link is built on (`https://portal.example.com`), from the door. */
  baseUrl: string;
};

/** `esign` of the lease response (POST /leases, GET /leases/{lease}). */
export type EsignEnvelope = {
  envelope_id: string;
  esign_type: EsignType;
  status: EnvelopeStatus;
  /** The signing page for an open `embedded` envelope; null when the link went by email or SMS, or it is closed. */
  url: string | null;
  expires_at: string;
  /** When the email/SMS left (null for embedded, or when the hand-over failed: re-send from the portal). */
  sent_at: string | null;
  signed_at: string | null;
};

/** The portal's e-sign panel of one lease. */
export type EsignPanel = {
  leaseId: number;
  loanNumber: string;
  leaseState: LeaseState;
  envelope: null | {
    envelopeId: string;
    esignType: EsignType;
    status: EnvelopeStatus;
    /** Masked recipient, e.g. "j***@example.com" or "(***) ***-1234"; null for embedded. */
    sentTo: string | null;
    /** When the email/SMS was handed to its adapter; null for embedded, or when the hand-over failed. */
    sentAt: string | null;
    createdAt: string;
    expiresAt: string;
    signedAt: string | null;
    signerName: string | null;
    /** Only while status === 'open' (and only for an actor who may manage e-sign). */
    signingUrl: string | null;
  };
  signedPdfAvailable: boolean;
  /** The actor may send / void. */
  canManage: boolean;
};

export type SigningSummary = {
  cashPrice: string;
  initialPayment: string;
  paymentAmount: string;
  numberOfPayments: number;
  frequency: string;
  totalOfPayments: string;
  costOfLease: string;
  firstPaymentDate: string;
};

export type SigningSession =
  | {
      status: 'open';
      envelopeId: string;
      language: 'en' | 'es';
      loanNumber: string;
      storeName: string;
      /** Full name as on the contract (the signer is expected to type it). */
      applicantName: string;
      summary: SigningSummary;
      expiresAt: string;
    }
  | { status: 'signed' | 'voided' | 'expired' | 'unknown'; message: string }
  /** The link is open but the system cannot produce this lease's contract (no priced terms): nothing can be signed. */
  | { status: 'unavailable'; message: string; loanNumber: string };

export type RenderedPdf = { pdf: Buffer; filename: string; sha256: string };

/**
 * The PDF renderer the signing operations need (lib/pdf's `contractRenderer`). Passed in by the door so
 * the core never imports React or @react-pdf.
 */
export type ContractRenderer = {
  renderContractPdf(data: ContractDocumentData, options?: { signatures?: SignatureFill[] }): Promise<RenderedPdf>;
  renderSignedContractPdf(data: ContractDocumentData, signatures: SignatureFill[], auditPage: AppendixPage): Promise<RenderedPdf>;
};
