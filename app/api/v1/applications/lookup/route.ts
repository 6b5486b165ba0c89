import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLookupResult } from '@/lib/api/presenters/lookup';
import { lookupApplication } from '@/lib/core/applications/lookup-application';

/** 4.7: find an application by last name, date of birth and SSN (2.10). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(presentLookupResult(await lookupApplication(ctx, await json()))),
});
