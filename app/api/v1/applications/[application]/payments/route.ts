import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { presentApplicationPayments } from '@/lib/api/presenters/payments';
import { getApplicationPayments } from '@/lib/core/leases/application-payments';

/** 4.13: the payments of the application's best approved option at its default frequency (docs/leases.md). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(presentApplicationPayments(await getApplicationPayments(ctx, params.application!))),
});
