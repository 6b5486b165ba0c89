import { z } from 'zod';
import { productTypes, type ProductType } from '@/db/schema/enums';
import { applicationIdField } from '@/lib/core/leases/fields';
import { isStateCode } from './state-names';
import { contractTemplates, LATEST_TEMPLATE_VERSION } from './templates';
import { contractLanguages, contractTypes, type ContractLanguage, type ContractType, type ContractTypeCode } from './types';

/** How `POST /applications/contract/pdf` answers: a signed link (default), base64 in the envelope, or the bytes. */
export const contractFormats = ['url', 'base64', 'pdf'] as const;
export type ContractFormat = (typeof contractFormats)[number];

/** `product` (2.16, "type of store"): the store product types, numbered from 1 in the schema's order. */
export const productCodes: Readonly<Record<number, ProductType>> = Object.fromEntries(productTypes.map((type, i) => [i + 1, type]));

const squash = (value: string) => value.trim().toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A code given as an integer, digits, or its name (`1`, `"1"`, `"lease-agreement"`), to the name. Absent
 * or null is "not given". Every message names the field and the values it takes.
 */
function codeField<const T extends string>(label: string, codes: Readonly<Record<number, T>>) {
  const names = Object.values(codes) as T[];
  const listed = Object.entries(codes)
    .map(([code, name]) => `${code} (${name})`)
    .join(', ');
  return z
    .union([z.number(), z.string()], { error: `The ${label} must be one of: ${listed}.` })
    .nullish()
    .transform((value, ctx): T | undefined => {
      if (value === null || value === undefined) return undefined;
      const text = String(value).trim();
      const byCode = /^\d{1,3}$/.test(text) && Object.hasOwn(codes, Number(text)) ? codes[Number(text)] : undefined;
      const found = byCode ?? names.find((name) => squash(name) === squash(text));
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be one of: ${listed}.` });
        return z.NEVER;
      }
      return found;
    });
}

const languageAliases: Record<string, ContractLanguage> = { en: 'en', english: 'en', ingles: 'en', inglés: 'en', es: 'es', spanish: 'es', espanol: 'es', español: 'es' };

const knownVersions = () => Object.keys(contractTemplates).join(', ');

/**
 * Application PDF Contract (API description 2.16), plus `format`. `appID` is the application's uuid (its
 * integer id works too, as everywhere). `version` defaults to the latest template, `language` to the
 * lease's `primary_language`, `type` to the lease agreement; `dealerState` and `product`, when given,
 * must be the store's (the lease was priced under that state's rules: a contract may not claim another).
 */
export const contractPdfRequestSchema = z.object(
  {
    appID: applicationIdField('appID').describe('The application uuid (its integer id is accepted too).'),
    version: z
      .union([z.number(), z.string()], { error: `The version must be one of: ${knownVersions()}.` })
      .nullish()
      .transform((value, ctx): number | undefined => {
        if (value === null || value === undefined || value === '') return undefined;
        const version = Number(String(value).trim().replace(/^v/i, ''));
        if (!Number.isInteger(version) || !Object.hasOwn(contractTemplates, version)) {
          ctx.addIssue({ code: 'custom', message: `The version must be one of: ${knownVersions()}.` });
          return z.NEVER;
        }
        return version;
      })
      .describe(`Contract template version; default ${LATEST_TEMPLATE_VERSION} (the latest).`),
    language: z
      .string({ error: 'The language must be one of: en, es.' })
      .nullish()
      .transform((value, ctx): ContractLanguage | undefined => {
        if (value === null || value === undefined) return undefined;
        const found = languageAliases[value.trim().toLowerCase()];
        if (!found) {
          ctx.addIssue({ code: 'custom', message: `The language must be one of: ${contractLanguages.join(', ')}.` });
          return z.NEVER;
        }
        return found;
      })
      .describe("`en` or `es` (`English`, `Spanish` accepted); default: the lease's primary_language."),
    dealerState: z
      .string({ error: 'The dealerState must be the two-letter code of a US state or DC.' })
      .nullish()
      .transform((value, ctx): string | undefined => {
        if (value === null || value === undefined) return undefined;
        const code = value.trim().toUpperCase();
        if (!isStateCode(code)) {
          ctx.addIssue({ code: 'custom', message: 'The dealerState must be the two-letter code of a US state or DC.' });
          return z.NEVER;
        }
        return code;
      })
      .describe("Two-letter state of the store; must be the store's state when given (default: the store's)."),
    product: codeField('product', productCodes).describe("Type of store: 1 general, 2 hvac, 3 furniture, 4 electronics, 5 appliances; must be the store's when given."),
    type: codeField('type', contractTypes).describe('Document: 1 lease agreement (default), 2 payment schedule.'),
    format: z
      .string({ error: 'The format must be one of: url, base64, pdf.' })
      .nullish()
      .transform((value, ctx): ContractFormat => {
        if (value === null || value === undefined) return 'url';
        const found = contractFormats.find((f) => f === value.trim().toLowerCase());
        if (!found) {
          ctx.addIssue({ code: 'custom', message: 'The format must be one of: url, base64, pdf.' });
          return z.NEVER;
        }
        return found;
      })
      .describe('`url` (default): a signed link that expires; `base64`: the PDF in the envelope; `pdf`: the PDF bytes (application/pdf).'),
  },
  { error: 'The request body must be a JSON object.' },
);

export type ContractPdfRequestInput = {
  appID: string | number;
  version?: string | number | null;
  language?: string | null;
  dealerState?: string | null;
  product?: number | string | null;
  type?: number | string | null;
  format?: string | null;
};
export type ContractPdfRequest = z.output<typeof contractPdfRequestSchema>;

/** The document options a request resolves to, once the lease is known (defaults filled in). */
export type ContractOptions = { type: ContractType; typeCode: ContractTypeCode; version: number; language: ContractLanguage };

export function typeCodeOf(type: ContractType): ContractTypeCode {
  return Number(Object.entries(contractTypes).find(([, name]) => name === type)![0]) as ContractTypeCode;
}
