import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { rotateWebhookSecret } from '@/lib/core/webhooks/rotate-secret';

/** A new secret, answered once; the previous one keeps signing for 24 hours. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: async ({ ctx, params }) => ok(await rotateWebhookSecret(ctx, params.id!)),
});
