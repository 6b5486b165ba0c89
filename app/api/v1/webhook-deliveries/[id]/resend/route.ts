import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { resendWebhookDelivery } from '@/lib/core/webhooks/resend-delivery';

/** Sends the delivery again now (same event id and body, fresh signature). */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params }) => ok(await resendWebhookDelivery(ctx, params.id!), { status: 202 }),
});
