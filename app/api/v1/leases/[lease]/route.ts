import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLease } from '@/lib/api/presenters/lease';
import { getLease } from '@/lib/core/leases/get-lease';

/** One lease (id or uuid) with its terms, items and calculations. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentLease(await getLease(ctx, params.lease!))),
});
