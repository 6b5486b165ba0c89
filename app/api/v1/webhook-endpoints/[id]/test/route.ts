import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { sendWebhookTest } from '@/lib/core/webhooks/send-test-event';

/** Sends a webhook.test event to this endpoint; answers its delivery. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params }) => ok(await sendWebhookTest(ctx, params.id!), { status: 202 }),
});
