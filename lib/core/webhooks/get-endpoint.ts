import type { Ctx } from '../context';
import { endpointView, loadEndpoint, requireWebhookManager } from './internal';
import type { WebhookEndpointView } from './schemas';

export async function getWebhookEndpoint(ctx: Ctx, id: string): Promise<WebhookEndpointView> {
  const retailerId = requireWebhookManager(ctx);
  return endpointView(await loadEndpoint(ctx.db, retailerId, id));
}
