import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { endpointView, loadEndpoint, requireWebhookManager } from './internal';
import { updateWebhookEndpointSchema, type UpdateWebhookEndpointInput, type WebhookEndpointView } from './schemas';
import { assertSafeTarget } from './target-guard';

/**
 * Changes an endpoint's URL, description, events or enabled flag. Disabling records why (`manual`);
 * enabling clears the reason and the failure clock. A new URL passes the SSRF guard again.
 */
export async function updateWebhookEndpoint(ctx: Ctx, id: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointView> {
  const retailerId = requireWebhookManager(ctx);
  const request = parseInput(updateWebhookEndpointSchema, input);
  const url = request.url === undefined ? undefined : await assertSafeTarget(request.url);
  return withTransaction(ctx, async (tx, txCtx) => {
    const endpoint = await loadEndpoint(tx, retailerId, id, { forUpdate: true });
    const enabling = request.enabled === true && !endpoint.enabled;
    const disabling = request.enabled === false && endpoint.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(request.description !== undefined ? { description: request.description } : {}),
        ...(request.events !== undefined ? { events: request.events } : {}),
        ...(enabling ? { enabled: true, disabledReason: null, failingSince: null } : {}),
        ...(disabling ? { enabled: false, disabledReason: 'manual' } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    const changed = Object.keys(request).filter((k) => request[k as keyof typeof request] !== undefined);
    await recordAudit(tx, txCtx, {
      action: disabling ? 'webhook.endpoint_disabled' : enabling ? 'webhook.endpoint_enabled' : 'webhook.endpoint_updated',
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      retailerId: endpoint.retailerId,
      data: { fields: changed, ...(disabling ? { reason: 'manual' } : {}) },
    });
    return endpointView(row!);
  });
}
