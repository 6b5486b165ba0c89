import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { optionalJson } from '@/lib/api/presenters/request-body';
import { confirmVerification } from '@/lib/core/verification/confirm-verification';

/** 4.10: confirm the code; an approved application moves from V to A. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ request, ctx, params, json }) => {
    await confirmVerification(ctx, params.application!, await optionalJson(request, json));
    return ok('The verification code was confirmed. The approval is ready for a lease.');
  },
});
