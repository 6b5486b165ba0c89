'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { createApiToken } from '@/lib/core/tokens/create-api-token';
import { revokeApiToken } from '@/lib/core/tokens/revoke-api-token';

/** The page's form: a name (required here) and a retailer or one of its stores, by slug as the CLI takes them. */
const tokenFormSchema = z.object({
  name: z.string().trim().min(1, 'Name the token (what uses it, as "Till 3" or "ERP").').max(100),
  retailerSlug: z.string().min(1, 'Choose the retailer.'),
  storeSlug: z.string().optional().transform((v) => v || undefined),
});

/** The same core operation as `npm run token:create`; the secret is returned to the page once. */
export const createApiTokenAction = authedAction(tokenFormSchema, async (ctx, input) => {
  const token = await createApiToken(ctx, input);
  refresh();
  return { id: token.id, token: token.token, prefix: token.prefix, name: token.name };
});

export const revokeApiTokenAction = authedAction(z.object({ tokenId: z.number().int().positive() }), async (ctx, { tokenId }) => {
  await revokeApiToken(ctx, tokenId);
  refresh();
  return null;
});
