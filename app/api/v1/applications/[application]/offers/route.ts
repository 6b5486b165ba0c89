import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentOfferAmounts } from '@/lib/api/presenters/application-result';
import { getOffers } from '@/lib/core/applications/get-offers';

/** 4.14: approved amount per option letter (2.11 Offers), `{}` when none stand. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentOfferAmounts(await getOffers(ctx, params.application!))),
});
