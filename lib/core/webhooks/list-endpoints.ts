import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { retailers } from '@/db/schema';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema/webhooks';
import type { Ctx } from '../context';
import { endpointScope, endpointView, requireWebhookManager } from './internal';
import type { WebhookEndpointView } from './schemas';

/** Health over the last 7 days of deliveries: when the last one was attempted, and the share that failed. */
export type EndpointHealth = { last_attempt_at: string | null; deliveries: number; failed: number; failure_rate: number | null };
export type WebhookEndpointListItem = WebhookEndpointView & { retailer_name: string; health: EndpointHealth };

const HEALTH_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** The actor's endpoints (every retailer's for an admin), newest first, each with its health. */
export async function listWebhookEndpoints(ctx: Ctx): Promise<WebhookEndpointListItem[]> {
  const retailerId = requireWebhookManager(ctx);
  const rows = await ctx.db
    .select({ endpoint: webhookEndpoints, retailerName: retailers.name })
    .from(webhookEndpoints)
    .innerJoin(retailers, eq(retailers.id, webhookEndpoints.retailerId))
    .where(and(isNull(webhookEndpoints.deletedAt), endpointScope(retailerId)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(500);
  if (rows.length === 0) return [];
  const since = new Date(Date.now() - HEALTH_WINDOW_MS);
  const stats = await ctx.db
    .select({
      endpointId: webhookDeliveries.endpointId,
      lastAttemptAt: sql<Date | string | null>`max(${webhookDeliveries.lastAttemptAt})`,
      attempted: sql<number>`count(*) filter (where ${webhookDeliveries.attempts} > 0)::int`,
      // A delivery that has failed at least once so far counts as failing until it succeeds.
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed' or (${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.attempts} > 0))::int`,
    })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(
          webhookDeliveries.endpointId,
          rows.map((r) => r.endpoint.id),
        ),
        sql`${webhookDeliveries.createdAt} >= ${since.toISOString()}`,
      ),
    )
    .groupBy(webhookDeliveries.endpointId);
  const byEndpoint = new Map(stats.map((s) => [s.endpointId, s]));
  return rows.map(({ endpoint, retailerName }) => {
    const s = byEndpoint.get(endpoint.id);
    const last = s?.lastAttemptAt ? new Date(s.lastAttemptAt) : null;
    const attempted = s?.attempted ?? 0;
    return {
      ...endpointView(endpoint),
      retailer_name: retailerName,
      health: { last_attempt_at: last?.toISOString() ?? null, deliveries: attempted, failed: s?.failed ?? 0, failure_rate: attempted ? (s!.failed / attempted) : null },
    };
  });
}
