import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLeaseRecord } from '@/lib/api/presenters/lease-record';
import { deliverLease } from '@/lib/core/leases/deliver-lease';

/** The store confirms delivery of a signed lease: S → D; 409 from any other state (docs/states.md). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params }) => ok(presentLeaseRecord(await deliverLease(ctx, { lease: params.lease! }))),
});
