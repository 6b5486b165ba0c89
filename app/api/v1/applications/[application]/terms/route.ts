import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentTerms } from '@/lib/api/presenters/application-scores';
import { getTerms } from '@/lib/core/applications/get-terms';

/** 4.12: the model version the decision used (2.11 Terms). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentTerms(await getTerms(ctx, params.application!))),
});
