import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { withTransaction } from '../transaction';
import { endpointView, loadEndpoint, requireWebhookManager } from './internal';
import type { WebhookEndpointView } from './schemas';
import { generateSecret, PREVIOUS_SECRET_GRACE_MS, sealSecret } from './secrets';

/**
 * Issues a new secret (returned once). The old one stays valid for 24 hours: meanwhile every delivery
 * carries a signature for each, so the receiver can switch without missing a beat. A second rotation
 * within the 24 hours replaces the grace secret with the one it rotates out.
 */
export async function rotateWebhookSecret(ctx: Ctx, id: string, now = new Date()): Promise<WebhookEndpointView> {
  const retailerId = requireWebhookManager(ctx);
  return withTransaction(ctx, async (tx, txCtx) => {
    const endpoint = await loadEndpoint(tx, retailerId, id, { forUpdate: true });
    const secret = generateSecret();
    const sealed = sealSecret(endpoint.id, secret);
    const expiresAt = new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretCiphertext: sealed.ciphertext,
        secretKeyVersion: sealed.keyVersion,
        previousSecretCiphertext: endpoint.secretCiphertext,
        previousSecretKeyVersion: endpoint.secretKeyVersion,
        previousSecretExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    await recordAudit(tx, txCtx, {
      action: 'webhook.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      retailerId: endpoint.retailerId,
      data: { previous_valid_until: expiresAt.toISOString() },
    });
    return endpointView(row!, secret);
  });
}
