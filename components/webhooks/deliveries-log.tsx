import Link from 'next/link';
import type { WebhookDeliveryListItem } from '@/lib/core/webhooks/list-deliveries';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { ResendButton } from './resend-button';

type Props = {
  endpoint: { id: string; url: string; enabled: boolean };
  deliveries: WebhookDeliveryListItem[];
  total: number;
  page: number;
  perPage: number;
  filters: { status?: string; event_type?: string };
  eventTypes: readonly string[];
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');
const tone = { succeeded: 'green', pending: 'amber', failed: 'red' } as const;

/** One endpoint's delivery log: filters in the URL, newest first, each row with its last attempt and a Resend button. */
export function DeliveriesLog({ endpoint, deliveries, total, page, perPage, filters, eventTypes }: Props) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const href = (extra: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams({ endpoint: endpoint.id });
    for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v !== undefined && v !== '') search.set(k, String(v));
    return `/settings/webhooks?${search.toString()}`;
  };
  return (
    <section aria-labelledby="deliveries-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="deliveries-heading" className="text-base font-semibold text-slate-900">
            Deliveries
          </h2>
          <p className="text-sm text-slate-600">
            To <span className="font-mono text-xs">{endpoint.url}</span> · {total} in all
          </p>
        </div>
        <form method="get" action="/settings/webhooks" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="endpoint" value={endpoint.id} />
          <label className="text-sm text-slate-700">
            Status
            <Select name="status" defaultValue={filters.status ?? ''} className="mt-1 w-36">
              <option value="">Any</option>
              <option value="pending">Pending</option>
              <option value="succeeded">Succeeded</option>
              <option value="failed">Failed</option>
            </Select>
          </label>
          <label className="text-sm text-slate-700">
            Event type
            <Select name="event_type" defaultValue={filters.event_type ?? ''} className="mt-1 w-52">
              <option value="">Any</option>
              {eventTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
      </div>
      {deliveries.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-6 text-sm text-slate-600 ring-1 ring-slate-200">No deliveries{filters.status || filters.event_type ? ' match these filters' : ' yet'}.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <Table aria-label="Deliveries">
            <THead>
              <tr>
                <TH>Event</TH>
                <TH>Status</TH>
                <TH>Code</TH>
                <TH>Attempts</TH>
                <TH>Next retry</TH>
                <TH>Duration</TH>
                <TH>Response</TH>
                <TH>Created</TH>
                <TH>
                  <span className="sr-only">Resend</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {deliveries.map((d) => (
                <TR key={d.id} data-delivery-id={d.id}>
                  <TD>
                    <code className="text-xs">{d.event_type}</code>
                  </TD>
                  <TD>
                    <Badge tone={tone[d.status]}>{d.status === 'succeeded' ? 'Succeeded' : d.status === 'failed' ? 'Failed' : 'Pending'}</Badge>
                  </TD>
                  <TD>{d.response_status ?? '—'}</TD>
                  <TD>{d.attempts}</TD>
                  <TD>{when(d.next_attempt_at)}</TD>
                  <TD>{d.last_attempt ? `${d.last_attempt.duration_ms} ms` : '—'}</TD>
                  <TD className="max-w-xs">
                    <span className="block truncate font-mono text-xs" title={d.last_attempt?.error ?? d.last_attempt?.response_excerpt ?? undefined}>
                      {d.last_attempt?.error ?? d.last_attempt?.response_excerpt ?? '—'}
                    </span>
                  </TD>
                  <TD>{when(d.created_at)}</TD>
                  <TD className="text-right">
                    <ResendButton deliveryId={d.id} disabled={!endpoint.enabled} />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      {lastPage > 1 ? (
        <nav aria-label="Deliveries pages" className="flex items-center justify-between text-sm text-slate-600">
          {page > 1 ? (
            <Link href={href({ page: page - 1 })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? (
            <Link href={href({ page: page + 1 })} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
