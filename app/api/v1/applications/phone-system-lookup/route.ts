import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { optionalJson } from '@/lib/api/presenters/request-body';
import { presentPhoneLookup } from '@/lib/api/presenters/lookup';
import { phoneSystemLookup } from '@/lib/core/applications/phone-system-lookup';

/** 4.5: date_of_birth, ssn_last_four and zip_code from the query string or a JSON body (body fields win). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ request, ctx, json }) => ok(presentPhoneLookup(await phoneSystemLookup(ctx, await optionalJson(request, json)))),
});
