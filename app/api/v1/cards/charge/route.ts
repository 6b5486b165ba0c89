import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { chargeBatch } from '@/lib/core/payments/charge-batch';

/** 4.17: charge 1–500 LeasePayment items, each on its own; one result per item, in order. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(await chargeBatch(ctx, await json())),
});
