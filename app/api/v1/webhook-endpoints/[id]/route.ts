import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { deleteWebhookEndpoint } from '@/lib/core/webhooks/delete-endpoint';
import { getWebhookEndpoint } from '@/lib/core/webhooks/get-endpoint';
import type { UpdateWebhookEndpointInput } from '@/lib/core/webhooks/schemas';
import { updateWebhookEndpoint } from '@/lib/core/webhooks/update-endpoint';

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params }) => ok(await getWebhookEndpoint(ctx, params.id!)),
  PATCH: async ({ ctx, params, json }) => ok(await updateWebhookEndpoint(ctx, params.id!, (await json()) as UpdateWebhookEndpointInput)),
  DELETE: async ({ ctx, params }) => {
    await deleteWebhookEndpoint(ctx, params.id!);
    return ok({ id: params.id, deleted: true });
  },
});
