import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentApplication } from '@/lib/api/presenters/application';
import { getApplication } from '@/lib/core/applications/get-application';

/** 4.8: one application (2.9), by integer id or uuid. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentApplication(await getApplication(ctx, params.application!))),
});
