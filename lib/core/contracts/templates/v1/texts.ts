import type { PaymentFrequency } from '@/lib/core/pricing';
import type { ContractType } from '../../types';

/**
 * Every sentence of template version 1, as one shape per language (texts-en.ts, texts-es.ts). Values
 * arrive already formatted ("$1,234.50", "Friday, December 4, 2026"), so a text only places them.
 */
export type V1Texts = {
  title: Record<ContractType, string>;
  subtitle: Record<ContractType, string>;
  lessorName: string;
  /** The language's own name, as the terms mention it ("English", "español"). */
  languageName: string;
  facts: { agreementNumber: string; agreementDate: string; dealerState: string; paymentFrequency: string };
  parties: { heading: string; lessor: string; dealer: string; lessee: string; lessorLines: string[] };
  notice: string;
  box: {
    heading: string;
    cashPrice: string;
    cashPriceNote: string;
    initialPayment: string;
    initialPaymentNote: (p: { deposit: string; tax: string; down: string | null }) => string;
    payments: string;
    paymentsValue: (p: { amount: string; count: number; every: string }) => string;
    paymentsNote: (p: { count: number; every: string; first: string; last: string; tax: string }) => string;
    totalOfPayments: string;
    totalOfPaymentsNote: (p: { count: number; amount: string }) => string;
    totalToOwn: string;
    totalToOwnNote: string;
    costOfLeasing: string;
    costOfLeasingNote: (p: { total: string; cash: string }) => string;
  };
  goods: {
    heading: string;
    intro: string;
    columns: [string, string, string, string, string];
    delivery: string;
    cashPrice: string;
    downPayment: (p: { down: string; leased: string }) => string;
  };
  payments: {
    heading: string;
    paragraphs: (p: { amount: string; tax: string; every: string; count: number; first: string; last: string; carePlan: string | null; withCarePlan: string | null; endingSection: number }) => string[];
  };
  frequency: Record<PaymentFrequency, string>;
  ownership: { heading: string; paragraphs: (p: { totalToOwn: string }) => string[] };
  earlyPurchase: {
    heading: string;
    intro: string;
    columns: [string, string, string, string];
    options: { days90: string; months6: string; months9: string };
    after: string;
    unpaidShareCap: (p: { state: string }) => string;
  };
  carePlan: { heading: string; included: (p: { perPayment: string; total: string; count: number }) => string[]; declined: string[] };
  warranty: { heading: string; included: string[]; declined: string[] };
  stateNotice: {
    heading: string;
    governing: (p: { state: string; code: string }) => string;
    /** Dedicated wording for states whose statute has one; any other capped state gets `capGeneric`. */
    caps: Partial<Record<string, (p: { state: string; total: string; cash: string }) => string>>;
    capGeneric: (p: { state: string; multiple: string; total: string; cash: string }) => string;
  };
  terms: { heading: string; paragraphs: (p: { state: string; language: string }) => string[] };
  signatures: { heading: string; intro: string; lessee: string; lessor: string; lessorSigner: string; signature: string; printedName: string; date: string };
  schedule: {
    heading: string;
    intro: (p: { agreement: string; count: number; every: string }) => string;
    columns: [string, string, string, string, string, string, string];
    total: string;
  };
  footer: { page: string; document: Record<ContractType, string> };
};
