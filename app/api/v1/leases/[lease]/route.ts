import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLease } from '@/lib/api/presenters/lease';
import { publicBaseUrl } from '@/lib/api/public-url';
import { getLease } from '@/lib/core/leases/get-lease';

/** One lease (id or uuid) with its terms, items, calculations and e-sign envelope. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params, request }) => ok(presentLease(await getLease(ctx, params.lease!, { baseUrl: publicBaseUrl(request) }))),
});
