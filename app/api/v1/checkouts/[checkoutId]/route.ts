import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentCheckout } from '@/lib/api/presenters/checkout';
import { getCheckout } from '@/lib/core/checkout/get-checkout';

/** The merchant's server confirms a checkout.js callback here before it ships goods (SPEC §11). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentCheckout(await getCheckout(ctx, params.checkoutId!))),
});
