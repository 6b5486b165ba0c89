import { STATE_RULES } from '@/lib/core/pricing';
import { ValidationError } from '../errors';
import { quoteFromTerms } from '../leases/quote-from-terms';
import { contractNumbers } from './contract-numbers';
import type { ContractFacts } from './facts';
import type { ContractSubject } from './load-contract-subject';
import { productCodes, typeCodeOf, type ContractOptions, type ContractPdfRequest } from './schemas';
import { contractTemplate, LATEST_TEMPLATE_VERSION } from './templates';
import type { ContractDocumentData } from './types';

/**
 * The document a request asks for, with the defaults filled in from the lease. `dealerState` and
 * `product` describe the store; a request naming another state or store type is refused (422), since
 * the lease was priced, capped and disclosed under the store's own state and product rules.
 */
export function resolveContractOptions(request: Pick<ContractPdfRequest, 'type' | 'version' | 'language' | 'dealerState' | 'product'>, subject: ContractSubject): ContractOptions {
  const { store, terms } = subject;
  const storeState = store.state.toUpperCase();
  const errors: Record<string, string[]> = {};
  if (request.dealerState && request.dealerState !== storeState) {
    errors.dealerState = [`The dealerState ${request.dealerState} is not the state of the store (${storeState}); the lease was priced under ${storeState} rules.`];
  }
  if (request.product && request.product !== store.productType) {
    const code = Object.entries(productCodes).find(([, type]) => type === store.productType)?.[0];
    errors.product = [`The product ${request.product} is not the store's type (${code} ${store.productType}).`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const type = request.type ?? 'lease-agreement';
  return { type, typeCode: typeCodeOf(type), version: request.version ?? LATEST_TEMPLATE_VERSION, language: request.language ?? terms.primaryLanguage };
}

/** The facts of a lease in the shape templates read (language-neutral). */
export function contractFacts(subject: ContractSubject, options: ContractOptions): ContractFacts {
  const { application, applicant, store, lease, terms, items } = subject;
  const { numbers, schedule } = contractNumbers(quoteFromTerms(terms), terms, items);
  const location = applicant.location ?? {};
  const cityLine = [location.city, [location.state, location.code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const stateCode = store.state.toUpperCase();
  return {
    type: options.type,
    typeCode: options.typeCode,
    language: options.language,
    templateVersion: options.version,
    ids: {
      applicationId: application.id,
      applicationUuid: application.uuid,
      leaseId: lease.id,
      leaseUuid: lease.uuid,
      loanNumber: lease.loanNumber,
      retailerId: application.retailerId,
    },
    createdAt: lease.createdAt.toISOString(),
    leaseStartDate: terms.leaseStartDate,
    lessee: {
      name: [applicant.firstName, applicant.middleName, applicant.lastName].filter(Boolean).join(' '),
      addressLines: [location.line_1, location.line_2, cityLine].filter((line): line is string => !!line),
    },
    dealer: {
      name: store.name,
      retailerName: subject.retailerName,
      addressLines: [store.addressLine1, `${store.city}, ${stateCode} ${store.zip}`].filter((line): line is string => !!line),
      productType: store.productType,
    },
    state: { code: stateCode, rule: STATE_RULES[stateCode] ?? null },
    items: items.map((item) => ({
      description: item.description,
      sku: item.sku,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineTotalCents: item.lineTotalCents,
    })),
    ocpIncluded: terms.ocpIncluded,
    includeWarranty: terms.includeWarranty,
    numbers,
    schedule,
  };
}

/** The whole document, in the requested template version and language. Pure: no database, no clock. */
export function buildContractData(subject: ContractSubject, options: ContractOptions): ContractDocumentData {
  const template = contractTemplate(options.version);
  if (!template) throw ValidationError.field('version', `No contract template version ${options.version}.`);
  return template.compose(contractFacts(subject, options));
}
