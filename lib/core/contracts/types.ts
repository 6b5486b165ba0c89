import type { Cents } from '@/lib/core/money';
import type { PaymentFrequency } from '@/lib/core/pricing';

/**
 * What a contract PDF shows, fully decided by the core: every number (cents, and the text it prints as)
 * and every sentence, in the contract's language, from a versioned template. The PDF layer (lib/pdf)
 * only lays it out, so a template change is a core change with core tests, and the renderer never
 * decides a word. Plain JSON (no Dates, no functions): it can be stored beside a signed document.
 */

export const contractLanguages = ['en', 'es'] as const;
export type ContractLanguage = (typeof contractLanguages)[number];

/** `type` of the API description 2.16: which document of the contract. */
export const contractTypes = { 1: 'lease-agreement', 2: 'payment-schedule' } as const;
export type ContractTypeCode = keyof typeof contractTypes;
export type ContractType = (typeof contractTypes)[ContractTypeCode];

/** A label and its value, printed on one line or in one cell. */
export type LabeledValue = { label: string; value: string; note?: string };

export type ContractTable = {
  columns: { label: string; align: 'left' | 'right'; /** Relative width. */ width: number }[];
  rows: string[][];
  /** A totals row, printed bold under the rows. */
  footer?: string[];
};

export type ContractSection = {
  /** Stable id (`goods`, `ownership`, `state-notice`, …): tests and the e-sign audit page refer to it. */
  id: string;
  heading: string;
  paragraphs: string[];
  table?: ContractTable;
  /** Printed after the table. */
  after?: string[];
};

export type SignatureRole = 'lessee' | 'lessor';

export type SignatureBlock = {
  role: SignatureRole;
  /** "Lessee" / "Arrendatario". */
  label: string;
  /** The person or company expected to sign. */
  name: string;
  /** Field captions, in the contract's language. */
  captions: { signature: string; printedName: string; date: string };
};

/** The amounts the contract discloses, in cents; the text of each is in the sections. */
export type ContractNumbers = {
  cashPriceCents: Cents;
  /** Σ item line totals (cash price without delivery). */
  goodsCents: Cents;
  deliveryChargeCents: Cents;
  additionalDownCents: Cents;
  amountLeasedCents: Cents;
  leaseDepositCents: Cents;
  leaseDepositTaxCents: Cents;
  /** Due at signing: lease deposit + its tax + any additional down payment. */
  initialPaymentCents: Cents;
  /** Each periodic payment, sales tax included, care plan not. */
  paymentCents: Cents;
  paymentNoTaxCents: Cents;
  taxPerPaymentCents: Cents;
  numberOfPayments: number;
  paymentFrequency: PaymentFrequency;
  /** YYYY-MM-DD. */
  firstPaymentDate: string;
  lastPaymentDate: string;
  /** numberOfPayments × paymentCents. */
  totalOfPaymentsCents: Cents;
  /** initialPayment + totalOfPayments: everything paid to own the goods by making every payment. */
  totalToOwnCents: Cents;
  /** totalToOwn − cashPrice. */
  costOfLeasingCents: Cents;
  carePlanPerPaymentCents: Cents;
  carePlanTotalCents: Cents;
  earlyPurchase: Record<'days90' | 'months6' | 'months9', { amountCents: Cents; byDate: string; scheduledPaymentsBefore: number }>;
};

export type ContractDocumentData = {
  meta: {
    type: ContractType;
    typeCode: ContractTypeCode;
    templateVersion: number;
    language: ContractLanguage;
    /** PDF title and first heading. */
    title: string;
    subject: string;
    author: string;
    /** e.g. `LL-2026-000042`: printed in every footer. */
    documentId: string;
    filename: string;
    /** ISO timestamp the PDF carries as its creation date: the lease's, so a re-render is byte-identical. */
    createdAt: string;
  };
  ids: { applicationId: number; applicationUuid: string; leaseId: number; leaseUuid: string; loanNumber: string; retailerId: number };
  /** The dealer's state (two letters) and its name. */
  state: { code: string; name: string };
  header: { title: string; subtitle: string; facts: LabeledValue[]; /** A boxed notice under the title (agreement only). */ notice: string | null };
  parties: { heading: string; blocks: { label: string; lines: string[] }[] };
  /** The boxed key disclosures at the top of the agreement. */
  disclosureBox: { heading: string; cells: LabeledValue[] } | null;
  sections: ContractSection[];
  signatures: { heading: string; intro: string; blocks: SignatureBlock[] } | null;
  footer: { left: string; /** `{page}` and `{total}` are replaced by the renderer. */ pageTemplate: string };
  numbers: ContractNumbers;
};

/**
 * A signature to print in a signature block (the e-signature flow fills these; an unsigned contract
 * has none). Display text only: the core decides what it says.
 */
export type SignatureFill = {
  role: SignatureRole;
  printedName: string;
  /** As printed in the Date field, e.g. "11/20/2026 14:03 UTC". */
  signedAt: string;
  /** A typed signature, printed in the signature field; or */
  typedSignature?: string | null;
  /** a drawn one: `data:image/png;base64,…`. */
  imageDataUrl?: string | null;
};

/** A page appended after the document (the e-signature audit page): a title, rows and notes. */
export type AppendixPage = { title: string; intro?: string; rows: LabeledValue[]; paragraphs?: string[] };
