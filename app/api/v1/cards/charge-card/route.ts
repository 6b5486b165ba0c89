import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { chargeItemResult } from '@/lib/core/payments/charge-results';
import { chargeCardOnFile } from '@/lib/core/payments/charge-card-on-file';

/** 4.18: the phone system charges the lease's card on file; 409 without one, 402 on a decline. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(chargeItemResult(await chargeCardOnFile(ctx, await json()))),
});
