import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentLeaseRecord } from '@/lib/api/presenters/lease-record';
import { cancelLease } from '@/lib/core/leases/cancel-lease';

/** Cancels a lease with a reason: V/S → X for a merchant's token (an order cancelled in the shop); 409 after delivery. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params, json }) => {
    const body = (await json()) as Record<string, unknown> | null;
    const reason = body && typeof body === 'object' && !Array.isArray(body) ? body.reason : undefined;
    return ok(presentLeaseRecord(await cancelLease(ctx, { lease: params.lease!, reason: reason as string })));
  },
});
