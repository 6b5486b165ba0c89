import type { ContractFacts } from '../facts';
import type { ContractDocumentData } from '../types';
import { composeV1 } from './v1/compose';

export type ContractTemplate = { version: number; compose: (facts: ContractFacts) => ContractDocumentData };

/**
 * Every contract template ever shipped, by `version` (API description 2.16). Entries are only added:
 * a version a contract was signed on must keep rendering it word for word.
 */
export const contractTemplates: Readonly<Record<number, ContractTemplate>> = {
  1: { version: 1, compose: composeV1 },
};

/** The version used when a request names none. */
export const LATEST_TEMPLATE_VERSION = Math.max(...Object.keys(contractTemplates).map(Number));

export function contractTemplate(version: number): ContractTemplate | undefined {
  return Object.hasOwn(contractTemplates, version) ? contractTemplates[version] : undefined;
}
