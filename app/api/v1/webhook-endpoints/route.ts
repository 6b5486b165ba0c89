import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { createWebhookEndpoint } from '@/lib/core/webhooks/create-endpoint';
import { listWebhookEndpoints } from '@/lib/core/webhooks/list-endpoints';
import type { CreateWebhookEndpointInput } from '@/lib/core/webhooks/schemas';

/** The retailer's webhook endpoints (docs/webhooks.md); creation answers the secret, once. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx }) => ok((await listWebhookEndpoints(ctx)).map(({ retailer_name: _name, health: _health, ...endpoint }) => endpoint)),
  POST: async ({ ctx, json }) => ok(await createWebhookEndpoint(ctx, (await json()) as CreateWebhookEndpointInput), { status: 201 }),
});
