import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from '@/db/schema/webhooks';
import type { DbOrTx } from '@/db/client';
import { requirePermission } from '../access';
import type { Ctx } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { WebhookDeliveryView, WebhookEndpointView } from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Webhooks belong to a retailer: managers, admins and retailer tokens manage them; a store-bound token
 * is refused (403), as is every other role. Returns the retailer the actor is bound to (null: admin of all).
 */
export function requireWebhookManager(ctx: Ctx): number | null {
  requirePermission(ctx, 'webhook.manage');
  const { actor } = ctx;
  if (actor.kind === 'token') {
    if (actor.storeId !== null) throw new ForbiddenError('Webhooks are managed with a retailer token, not a store token.');
    return actor.retailerId;
  }
  if (actor.kind === 'staff') return actor.retailerId;
  return null;
}

export function endpointScope(retailerId: number | null): SQL | undefined {
  return retailerId === null ? undefined : eq(webhookEndpoints.retailerId, retailerId);
}

/** An endpoint inside the actor's retailer, or not found (another retailer's endpoint does not exist). */
export async function loadEndpoint(db: DbOrTx, retailerId: number | null, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookEndpoint> {
  if (!UUID.test(id)) throw new NotFoundError('Webhook endpoint not found.');
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt), endpointScope(retailerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Webhook endpoint not found.');
  return row;
}

export async function loadDelivery(db: DbOrTx, retailerId: number | null, id: string): Promise<WebhookDelivery> {
  if (!UUID.test(id)) throw new NotFoundError('Webhook delivery not found.');
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), retailerId === null ? undefined : eq(webhookDeliveries.retailerId, retailerId)));
  if (!row) throw new NotFoundError('Webhook delivery not found.');
  return row;
}

export function endpointView(row: WebhookEndpoint, secret?: string): WebhookEndpointView {
  return {
    id: row.id,
    retailer_id: row.retailerId,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(secret ? { secret } : {}),
  };
}

export function deliveryView(row: WebhookDelivery): WebhookDeliveryView {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
