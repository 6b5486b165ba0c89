'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { createApiToken } from '@/lib/core/tokens/create-api-token';
import { revokeApiToken } from '@/lib/core/tokens/revoke-api-token';
import { apiTokenFormInput } from '@/lib/core/tokens/schemas';

/** The same core operation as `npm run token:create`; the secret is returned to the page once. */
export const createApiTokenAction = authedAction(apiTokenFormInput, async (ctx, input) => {
  const token = await createApiToken(ctx, input);
  refresh();
  return { id: token.id, token: token.token, prefix: token.prefix, name: token.name };
});

export const revokeApiTokenAction = authedAction(z.object({ tokenId: z.number().int().positive() }), async (ctx, { tokenId }) => {
  await revokeApiToken(ctx, tokenId);
  refresh();
  return null;
});
