import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { retailers } from '@/db/schema';
import { webhookEndpoints } from '@/db/schema/webhooks';
import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { ValidationError } from '../errors';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { endpointView, requireWebhookManager } from './internal';
import { createWebhookEndpointSchema, type CreateWebhookEndpointInput, type WebhookEndpointView } from './schemas';
import { generateSecret, sealSecret } from './secrets';
import { assertSafeTarget } from './target-guard';

/** Adds an endpoint to the actor's retailer; the answer carries its secret, the only time it is shown. */
export async function createWebhookEndpoint(ctx: Ctx, input: CreateWebhookEndpointInput): Promise<WebhookEndpointView> {
  const boundRetailer = requireWebhookManager(ctx);
  const request = parseInput(createWebhookEndpointSchema, input);
  const retailerId = boundRetailer ?? request.retailer_id;
  if (retailerId === undefined) throw ValidationError.field('retailer_id', 'Choose the retailer the endpoint belongs to.');
  const url = await assertSafeTarget(request.url);
  return withTransaction(ctx, async (tx, txCtx) => {
    if (boundRetailer === null) {
      const [retailer] = await tx.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, retailerId));
      if (!retailer) throw ValidationError.field('retailer_id', 'No such retailer.');
    }
    const id = randomUUID();
    const secret = generateSecret();
    const sealed = sealSecret(id, secret);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        retailerId,
        url,
        description: request.description,
        events: request.events,
        enabled: request.enabled,
        secretCiphertext: sealed.ciphertext,
        secretKeyVersion: sealed.keyVersion,
      })
      .returning();
    await recordAudit(tx, txCtx, { action: 'webhook.endpoint_created', entityType: 'webhook_endpoint', entityId: id, retailerId, data: { events: request.events } });
    return endpointView(row!, secret);
  });
}
