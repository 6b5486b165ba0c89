import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentStoreLeaseLimits } from '@/lib/api/presenters/store-lease-limits';
import { getStoreLeaseLimits } from '@/lib/core/stores/lease-limits';

/** What a shop checks before offering Leaseline for a cart: the amounts a lease may finance and the states excluded. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentStoreLeaseLimits(await getStoreLeaseLimits(ctx, params.store!))),
});
