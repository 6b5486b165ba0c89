import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { prequalify } from '@/lib/core/applications/prequalify';

/** 4.20: a soft check with the current model; nothing is stored. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => {
    const { preQualified } = await prequalify(ctx, await json());
    return ok({ preQualified });
  },
});
