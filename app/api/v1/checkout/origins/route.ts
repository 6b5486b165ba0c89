import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { getCheckoutOrigins } from '@/lib/core/checkout/get-checkout-origins';
import { replaceCheckoutOrigins } from '@/lib/core/checkout/replace-checkout-origins';

/** The retailer's checkout origins (SPEC §11): retailer tokens only; a PUT replaces the set. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx }) => ok(await getCheckoutOrigins(ctx)),
  PUT: async ({ ctx, json }) => ok(await replaceCheckoutOrigins(ctx, await json())),
});
