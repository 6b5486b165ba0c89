import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLease } from '@/lib/api/presenters/lease';
import { createLease } from '@/lib/core/leases/create-lease';

/** 4.19: create the lease of an approved application (Lease Entity 2.13); 409 when it already has one. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(presentLease(await createLease(ctx, await json()))),
});
