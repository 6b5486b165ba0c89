import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentScores } from '@/lib/api/presenters/application-scores';
import { getScores } from '@/lib/core/applications/get-scores';

/** 4.15: score, co-applicant score, model version, band and the principal reasons in plain language. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentScores(await getScores(ctx, params.application!))),
});
