import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLease } from '@/lib/api/presenters/lease';
import { publicBaseUrl } from '@/lib/api/public-url';
import { createLease } from '@/lib/core/leases/create-lease';

/**
 * 4.19: create the lease of an approved application (Lease Entity 2.13); 409 when it already has one.
 * The e-sign envelope's link is built on the public origin the caller used (docs/esign.md).
 */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json, request }) => ok(presentLease(await createLease(ctx, await json(), { baseUrl: publicBaseUrl(request) }))),
});
