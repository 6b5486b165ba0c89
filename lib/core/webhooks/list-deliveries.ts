import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, type WebhookAttempt } from '@/db/schema/webhooks';
import type { Ctx } from '../context';
import { deliveryView, loadEndpoint, requireWebhookManager } from './internal';
import { listDeliveriesSchema, type ListDeliveriesInput, type WebhookDeliveryView } from './schemas';

export type DeliveryLastAttempt = { duration_ms: number; response_excerpt: string | null; error: string | null; at: string };
export type WebhookDeliveryListItem = WebhookDeliveryView & { last_attempt: DeliveryLastAttempt | null };

/** One endpoint's deliveries, newest first, filtered by status and event type, a page at a time. */
export async function listWebhookDeliveries(
  ctx: Ctx,
  endpointId: string,
  input: ListDeliveriesInput,
): Promise<{ data: WebhookDeliveryListItem[]; total: number; page: number; perPage: number }> {
  const retailerId = requireWebhookManager(ctx);
  const query = listDeliveriesSchema.parse(input);
  const endpoint = await loadEndpoint(ctx.db, retailerId, endpointId);
  const where = and(
    eq(webhookDeliveries.endpointId, endpoint.id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    query.event_type ? eq(webhookDeliveries.eventType, query.event_type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    ctx.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const attempts = rows.length
    ? await ctx.db
        .selectDistinctOn([webhookAttempts.deliveryId])
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.createdAt))
    : [];
  const last = new Map<string, WebhookAttempt>(attempts.map((a) => [a.deliveryId, a]));
  return {
    data: rows.map((row) => {
      const a = last.get(row.id);
      return {
        ...deliveryView(row),
        last_attempt: a ? { duration_ms: a.durationMs, response_excerpt: a.responseExcerpt, error: a.error, at: a.createdAt.toISOString() } : null,
      };
    }),
    total: total!.n,
    page: query.page,
    perPage: query.per_page,
  };
}
