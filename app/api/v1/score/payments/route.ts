import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentCalculatedPayments } from '@/lib/api/presenters/payments';
import { calculatePayments } from '@/lib/core/leases/calculate-payments';

/** 4.16: the payment calculator (Payment Details 2.12 → Payments 2.11 with the schedule). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, json }) => ok(presentCalculatedPayments(await calculatePayments(ctx, await json()))),
});
