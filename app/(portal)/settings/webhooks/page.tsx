import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { can } from '@/lib/core/access';
import { listStoresInScope } from '@/lib/core/stores/list-stores-in-scope';
import { listWebhookDeliveries } from '@/lib/core/webhooks/list-deliveries';
import { listWebhookEndpoints } from '@/lib/core/webhooks/list-endpoints';
import { subscribableEventTypes } from '@/lib/core/webhooks/schemas';
import { AutoRefresh } from '@/components/webhooks/auto-refresh';
import { DeliveriesLog } from '@/components/webhooks/deliveries-log';
import { EndpointsPanel } from '@/components/webhooks/endpoints-panel';

export const metadata: Metadata = { title: 'Webhooks' };

const paramsSchema = z.object({
  endpoint: z.string().uuid().optional().catch(undefined),
  status: z.enum(['pending', 'succeeded', 'failed']).optional().catch(undefined),
  event_type: z.string().max(64).optional().catch(undefined),
  page: z.coerce.number().int().positive().max(10_000).optional().catch(undefined),
});

/**
 * Whether the log should follow itself: a delivery is being sent, or retried within the next minute and
 * a half (a claimed one shows its claim's end until its outcome is recorded).
 */
function sendingSoon(deliveries: { status: string; next_attempt_at: string | null }[]): boolean {
  const now = Date.now();
  return deliveries.some((d) => d.status === 'pending' && (d.next_attempt_at === null || Date.parse(d.next_attempt_at) - now < 90_000));
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Settings → Webhooks (SPEC §11): managers see their retailer's endpoints, admins every retailer's. */
export default async function WebhooksPage({ searchParams }: Props) {
  const ctx = await requireStaffCtx('/settings/webhooks');
  if (!can(ctx.actor, 'webhook.manage')) notFound();
  const params = paramsSchema.parse(await searchParams);
  const endpoints = await listWebhookEndpoints(ctx);
  const selected = endpoints.find((e) => e.id === params.endpoint) ?? endpoints[0] ?? null;
  const deliveries = selected
    ? await listWebhookDeliveries(ctx, selected.id, { status: params.status, event_type: params.event_type, page: params.page, per_page: 25 })
    : null;
  const retailers =
    ctx.actor.retailerId === null
      ? [...new Map((await listStoresInScope(ctx)).map((s) => [s.retailerId, { id: s.retailerId, name: s.retailerName }])).values()]
      : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">Webhooks</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Leaseline sends each application, lease and payment event to your systems as it happens, signed per Standard Webhooks, and retries
          for about 2½ days until your endpoint answers 2xx. See <Link href="/docs" className="text-indigo-700 underline underline-offset-2">the API reference</Link> for the
          event bodies.
        </p>
      </div>
      <EndpointsPanel
        endpoints={endpoints.map((e) => ({
          id: e.id,
          url: e.url,
          description: e.description,
          events: e.events,
          enabled: e.enabled,
          disabledReason: e.disabled_reason,
          retailerName: e.retailer_name,
          lastAttemptAt: e.health.last_attempt_at,
          deliveries: e.health.deliveries,
          failed: e.health.failed,
          failureRate: e.health.failure_rate,
        }))}
        selectedId={selected?.id ?? null}
        eventTypes={subscribableEventTypes}
        retailers={retailers}
      />
      {selected && deliveries ? (
        <>
          <AutoRefresh active={sendingSoon(deliveries.data)} />
          <DeliveriesLog
            endpoint={{ id: selected.id, url: selected.url, enabled: selected.enabled }}
            deliveries={deliveries.data}
            total={deliveries.total}
            page={deliveries.page}
            perPage={deliveries.perPage}
            filters={{ status: params.status, event_type: params.event_type }}
            eventTypes={[...subscribableEventTypes, 'webhook.test']}
          />
        </>
      ) : null}
    </div>
  );
}
