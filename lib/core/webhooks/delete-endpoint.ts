import { and, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { withTransaction } from '../transaction';
import { loadEndpoint, requireWebhookManager } from './internal';

/**
 * Removes an endpoint: it stops receiving at once, its pending deliveries are marked failed, and the row
 * stays (soft-deleted) so the delivery log and audit keep their references.
 */
export async function deleteWebhookEndpoint(ctx: Ctx, id: string): Promise<void> {
  const retailerId = requireWebhookManager(ctx);
  await withTransaction(ctx, async (tx, txCtx) => {
    const endpoint = await loadEndpoint(tx, retailerId, id, { forUpdate: true });
    const now = new Date();
    await tx.update(webhookEndpoints).set({ deletedAt: now, enabled: false, disabledReason: 'deleted', updatedAt: now }).where(eq(webhookEndpoints.id, endpoint.id));
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, updatedAt: now })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
    await recordAudit(tx, txCtx, { action: 'webhook.endpoint_deleted', entityType: 'webhook_endpoint', entityId: endpoint.id, retailerId: endpoint.retailerId });
  });
}
