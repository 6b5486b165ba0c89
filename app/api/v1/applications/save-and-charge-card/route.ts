import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentSettledPayment } from '@/lib/api/presenters/lease-payments';
import { saveAndChargeCard } from '@/lib/core/payments/save-and-charge-card';

/** 4.6: keep a tokenized card for a lease and charge it (SaveCard 2.15); 402 on a decline, 502 on a processor failure. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(presentSettledPayment(await saveAndChargeCard(ctx, await json()))),
});
