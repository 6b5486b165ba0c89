import { sql } from 'drizzle-orm';
import { outboxEvents } from '@/db/schema';
import { webhookDeliveries } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ConflictError } from '../errors';
import { withTransaction } from '../transaction';
import { eventBody } from './event-body';
import { deliveryView, loadEndpoint, requireWebhookManager } from './internal';
import type { WebhookDeliveryView } from './schemas';

/**
 * Sends a `webhook.test` event to one endpoint (whatever it subscribes to). The event is written to the
 * outbox already processed, with its one delivery beside it, so the answer can name the delivery.
 */
export async function sendWebhookTest(ctx: Ctx, id: string): Promise<WebhookDeliveryView> {
  const retailerId = requireWebhookManager(ctx);
  return withTransaction(ctx, async (tx, txCtx) => {
    const endpoint = await loadEndpoint(tx, retailerId, id);
    if (!endpoint.enabled) throw new ConflictError('The endpoint is disabled. Enable it before sending a test event.');
    const data = { endpoint_id: endpoint.id, message: 'A test event from Leaseline.' };
    const [event] = await tx
      .insert(outboxEvents)
      .values({ retailerId: endpoint.retailerId, type: 'webhook.test', payload: data, processedAt: sql`now()` })
      .returning();
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        retailerId: endpoint.retailerId,
        endpointId: endpoint.id,
        outboxEventId: event!.id,
        eventId: event!.eventId,
        eventType: 'webhook.test',
        body: eventBody('webhook.test', event!.createdAt, data),
        nextAttemptAt: sql`now()`,
      })
      .returning();
    await recordAudit(tx, txCtx, { action: 'webhook.test_sent', entityType: 'webhook_endpoint', entityId: endpoint.id, retailerId: endpoint.retailerId, data: { deliveryId: delivery!.id } });
    return deliveryView(delivery!);
  });
}
