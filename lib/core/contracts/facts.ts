import type { ProductType } from '@/db/schema/enums';
import type { Cents } from '@/lib/core/money';
import type { StateRule } from '@/lib/core/pricing';
import type { ContractDocumentData, ContractLanguage, ContractNumbers, ContractType, ContractTypeCode } from './types';

/**
 * Everything a template needs to know about one lease, language-neutral: the template turns it into a
 * ContractDocumentData. Built from the database rows and the lease's quote by contractFacts().
 */
export type ContractFacts = {
  type: ContractType;
  typeCode: ContractTypeCode;
  language: ContractLanguage;
  templateVersion: number;
  ids: ContractDocumentData['ids'];
  /** ISO timestamp of the lease's creation. */
  createdAt: string;
  /** YYYY-MM-DD, store-local. */
  leaseStartDate: string;
  lessee: { name: string; addressLines: string[] };
  dealer: { name: string; retailerName: string; addressLines: string[]; productType: ProductType };
  /** The dealer's state and its pricing rule (null: no state-specific rule). */
  state: { code: string; rule: StateRule | null };
  items: { description: string; sku: string | null; quantity: number; unitPriceCents: Cents; lineTotalCents: Cents }[];
  ocpIncluded: boolean;
  includeWarranty: boolean;
  numbers: ContractNumbers;
  /** Every payment; dates YYYY-MM-DD. */
  schedule: { n: number; date: string; baseCents: Cents; taxCents: Cents; ocpCents: Cents; totalCents: Cents; remainingBalanceCents: Cents }[];
};
