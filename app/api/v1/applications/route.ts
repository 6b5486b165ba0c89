import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentApplicationResult } from '@/lib/api/presenters/application-result';
import { createApplication } from '@/lib/core/applications/create-application';

/** 4.2: submit an application; the decision comes back at once (2.7). A replayed reference_id returns the first result. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => {
    const { decision } = await createApplication(ctx, await json());
    return ok(presentApplicationResult(decision));
  },
});
