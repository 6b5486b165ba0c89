import { eq, sql } from 'drizzle-orm';
import { webhookDeliveries } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ConflictError } from '../errors';
import { withTransaction } from '../transaction';
import { deliveryView, loadDelivery, loadEndpoint, requireWebhookManager } from './internal';
import type { WebhookDeliveryView } from './schemas';
import { notifyWorkers } from './wake';

/**
 * Sends a delivery again, now: the same event id and body, freshly signed; the retry schedule starts
 * over. A delivery already pending is simply moved to the front.
 */
export async function resendWebhookDelivery(ctx: Ctx, id: string): Promise<WebhookDeliveryView> {
  const retailerId = requireWebhookManager(ctx);
  return withTransaction(ctx, async (tx, txCtx) => {
    const delivery = await loadDelivery(tx, retailerId, id);
    const endpoint = await loadEndpoint(tx, retailerId, delivery.endpointId).catch(() => null);
    if (!endpoint) throw new ConflictError('The endpoint of this delivery was deleted.');
    if (!endpoint.enabled) throw new ConflictError('The endpoint is disabled. Enable it before re-sending.');
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', retryStep: 0, nextAttemptAt: sql`now()`, updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    await recordAudit(tx, txCtx, {
      action: 'webhook.delivery_resent',
      entityType: 'webhook_delivery',
      entityId: delivery.id,
      retailerId: delivery.retailerId,
      data: { eventId: delivery.eventId, eventType: delivery.eventType, previousStatus: delivery.status },
    });
    await notifyWorkers(tx);
    return deliveryView(row!);
  });
}
