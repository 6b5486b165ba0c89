import type { ProductType } from '@/db/schema/enums';
import { quote, STATE_RULES, type PaymentFrequency } from '@/lib/core/pricing';
import { contractNumbers } from './contract-numbers';
import type { ContractFacts } from './facts';
import { typeCodeOf } from './schemas';
import { contractTemplate, LATEST_TEMPLATE_VERSION } from './templates';
import type { ContractDocumentData, ContractLanguage, ContractType } from './types';

export type SampleContractOptions = {
  type?: ContractType;
  language?: ContractLanguage;
  version?: number;
  state?: string;
  productType?: ProductType;
  ocpIncluded?: boolean;
  includeWarranty?: boolean;
  additionalDownCents?: number;
  paymentFrequency?: PaymentFrequency;
  items?: ContractFacts['items'];
  deliveryChargeCents?: number;
};

const DEFAULT_ITEMS: ContractFacts['items'] = [
  { description: 'Three-seat sofa', sku: 'SOFA-1', quantity: 1, unitPriceCents: 1_200_00, lineTotalCents: 1_200_00 },
  { description: 'Side table', sku: 'TBL-2', quantity: 2, unitPriceCents: 150_00, lineTotalCents: 300_00 },
];

/**
 * A typical lease's contract facts without a database: $1,500 of goods + $100 delivery on option B,
 * every 14 days, priced by the real engine. For render tests and the benchmark; core tests use real leases.
 */
export function sampleContractFacts(options: SampleContractOptions = {}): ContractFacts {
  const items = options.items ?? DEFAULT_ITEMS;
  const deliveryChargeCents = options.deliveryChargeCents ?? 100_00;
  const cashPriceCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0) + deliveryChargeCents;
  const state = options.state ?? 'TX';
  const type = options.type ?? 'lease-agreement';
  const q = quote({
    modelVersion: 1,
    option: 'B',
    paymentFrequency: options.paymentFrequency ?? '14-day',
    rating: 3,
    score: 700,
    leaseAmountCents: cashPriceCents,
    additionalDownCents: options.additionalDownCents ?? 0,
    companyState: state,
    ocpIncluded: options.ocpIncluded ?? false,
    leaseStartDate: '2026-11-20',
    incomeFrequency: 'bi-weekly',
    payDate: '2026-11-06',
  });
  const { numbers, schedule } = contractNumbers(q, { cashPriceCents, deliveryChargeCents }, items);
  return {
    type,
    typeCode: typeCodeOf(type),
    language: options.language ?? 'en',
    templateVersion: options.version ?? LATEST_TEMPLATE_VERSION,
    ids: { applicationId: 1042, applicationUuid: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b', leaseId: 31, leaseUuid: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', loanNumber: 'LL-2026-000031', retailerId: 1 },
    createdAt: '2026-11-20T18:00:00.000Z',
    leaseStartDate: '2026-11-20',
    lessee: { name: 'María José Peña Núñez', addressLines: ['1200 Avenida Álamo, Apt. 4', 'Houston, TX 77002'] },
    dealer: { name: 'Acme Houston', retailerName: 'Acme Home Furnishings', addressLines: ['500 Main St', `Houston, ${state} 77002`], productType: options.productType ?? 'furniture' },
    state: { code: state, rule: STATE_RULES[state] ?? null },
    items,
    ocpIncluded: options.ocpIncluded ?? false,
    includeWarranty: options.includeWarranty ?? false,
    numbers,
    schedule,
  };
}

export function sampleContractData(options: SampleContractOptions = {}): ContractDocumentData {
  const facts = sampleContractFacts(options);
  return contractTemplate(facts.templateVersion)!.compose(facts);
}
