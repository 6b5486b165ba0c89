import { z } from 'zod';
import { productTypes } from '@/db/schema/enums';
import { STATE_SALES_TAX_BPS } from '../pricing/sales-tax';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes (as "los-angeles").')
  .max(60, 'Use at most 60 characters.');

/** True for an IANA zone this runtime knows (the database converts with the same names). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const optionalNumber = (schema: z.ZodNumber) => z.preprocess((v) => (v === '' || v === null || v === undefined ? null : v), z.coerce.number().pipe(schema).nullable());

/** A store as Settings → Stores edits it; the pricing reads state, rating, product type and the tax override. */
export const storeInput = z.object({
  /** Absent when creating. */
  storeId: z.coerce.number().int().positive().optional(),
  retailerId: z.coerce.number().int().positive({ error: 'Choose the retailer.' }),
  slug,
  name: z.string().trim().min(1, 'Enter the store name.').max(120),
  addressLine1: z.string().trim().max(200).nullish().transform((v) => v || null),
  city: z.string().trim().min(1, 'Enter the city.').max(80),
  state: z.string().trim().toUpperCase().refine((v) => v in STATE_SALES_TAX_BPS, 'Choose a US state (two letters, as TX).'),
  zip: z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'The ZIP must be 5 digits (or ZIP+4).'),
  timezone: z.string().trim().refine(isTimeZone, 'Choose a time zone such as America/Chicago.'),
  rating: z.coerce.number({ error: 'The rating is 1 (best) to 5.' }).int('The rating is 1 (best) to 5.').min(1, 'The rating is 1 (best) to 5.').max(5, 'The rating is 1 (best) to 5.'),
  productType: z.enum(productTypes, { error: 'Choose a product type.' }),
  /** Basis points (1/100 of a percent); empty uses the state's base rate. */
  salesTaxBps: optionalNumber(z.number().int('Whole basis points (825 = 8.25%).').min(0, 'At least 0.').max(2_000, 'At most 2,000 (20%).')),
});
export type StoreInput = z.input<typeof storeInput>;

export const retailerInput = z.object({
  retailerId: z.coerce.number().int().positive().optional(),
  slug,
  name: z.string().trim().min(1, 'Enter the retailer name.').max(120),
});
export type RetailerInput = z.input<typeof retailerInput>;
