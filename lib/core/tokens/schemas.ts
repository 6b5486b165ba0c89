import { z } from 'zod';

/**
 * Settings → API tokens → Create: the form and its server action validate with this one schema; the
 * core (createApiToken) then checks the slugs against the database. A name is required here (the CLI may
 * leave it out): it is how people tell tokens apart in the list.
 */
export const apiTokenFormInput = z.object({
  name: z.string().trim().min(1, 'Name the token (what uses it, as "Till 3" or "ERP").').max(100, 'Use at most 100 characters.'),
  retailerSlug: z.string().min(1, 'Choose the retailer.'),
  /** Empty: every store of the retailer. */
  storeSlug: z
    .string()
    .optional()
    .transform((v) => v || undefined),
});
export type ApiTokenFormInput = z.input<typeof apiTokenFormInput>;
