'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { deleteEndpointAction, rotateSecretAction, sendTestAction, updateEndpointAction } from '@/app/(portal)/settings/webhooks/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { EndpointMenuOnDemand } from './endpoint-menu-on-demand';
import { disabledReasons, type EndpointRow, type RetailerOption } from './types';

type Props = { endpoints: EndpointRow[]; selectedId: string | null; eventTypes: readonly string[]; retailers: RetailerOption[] | null };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/**
 * The dialogs (Radix Dialog, React Hook Form) are their own chunks, fetched when one opens and rendered
 * only while open, so the page's first load carries none of them (issue 17: signed-in pages <= 170 KB).
 */
const EndpointDialog = dynamic(() => import('./endpoint-dialog').then((m) => m.EndpointDialog), { ssr: false });
const SecretDialog = dynamic(() => import('./secret-dialog').then((m) => m.SecretDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/ui/dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** The endpoints with their health, an Add button and, per endpoint, a menu of what can be done to it. */
export function EndpointsPanel({ endpoints, selectedId, eventTypes, retailers }: Props) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EndpointRow | null>(null);
  const [deleting, setDeleting] = useState<EndpointRow | null>(null);
  const [secret, setSecret] = useState<{ value: string; title: string } | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [, startTransition] = useTransition();

  const run = (work: () => Promise<{ ok: boolean; formError?: string | null }>, done: string) =>
    startTransition(async () => {
      const result = await work();
      setMessage(result.ok ? { tone: 'info', text: done } : { tone: 'error', text: result.formError ?? 'That did not work.' });
    });

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-900">Endpoints</h2>
        <Button onClick={() => setAdding(true)}>Add endpoint</Button>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {endpoints.length === 0 ? (
        <p className="rounded-lg bg-white px-4 py-6 text-sm text-slate-600 ring-1 ring-slate-200">
          No endpoints yet. Add one to receive application, lease and payment events as they happen.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <Table>
            <THead>
              <tr>
                <TH>Endpoint</TH>
                {retailers ? <TH>Retailer</TH> : null}
                <TH>Events</TH>
                <TH>Status</TH>
                <TH>Last delivery</TH>
                <TH>Failure rate (7 days)</TH>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {endpoints.map((endpoint) => (
                <TR key={endpoint.id} aria-current={endpoint.id === selectedId ? 'true' : undefined} className={endpoint.id === selectedId ? 'bg-indigo-50/60' : undefined}>
                  <TD className="max-w-sm">
                    <Link href={`/settings/webhooks?endpoint=${endpoint.id}`} className="block truncate font-medium text-indigo-700 hover:underline">
                      {endpoint.url}
                    </Link>
                    {endpoint.description ? <span className="block truncate text-xs text-slate-500">{endpoint.description}</span> : null}
                  </TD>
                  {retailers ? <TD>{endpoint.retailerName}</TD> : null}
                  <TD className="text-xs">{endpoint.events.includes('*') ? 'All events' : endpoint.events.join(', ')}</TD>
                  <TD>
                    {endpoint.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="red">{disabledReasons[endpoint.disabledReason ?? 'manual'] ?? 'Disabled'}</Badge>}
                  </TD>
                  <TD>{when(endpoint.lastAttemptAt)}</TD>
                  <TD>
                    {endpoint.failureRate === null
                      ? '—'
                      : `${Math.round(endpoint.failureRate * 100)} % (${endpoint.failed} of ${endpoint.deliveries})`}
                  </TD>
                  <TD className="text-right">
                    <EndpointMenuOnDemand
                      endpoint={endpoint}
                      onEdit={() => setEditing(endpoint)}
                      onSendTest={() => run(() => sendTestAction({ id: endpoint.id }), 'Test event sent. It appears in the deliveries log.')}
                      onRotateSecret={() =>
                        startTransition(async () => {
                          const result = await rotateSecretAction({ id: endpoint.id });
                          if (result.ok) setSecret({ value: result.data.secret, title: 'New signing secret' });
                          else setMessage({ tone: 'error', text: result.formError ?? 'The secret was not rotated.' });
                        })
                      }
                      onToggle={() =>
                        run(() => updateEndpointAction({ id: endpoint.id, enabled: !endpoint.enabled }), endpoint.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.')
                      }
                      onDelete={() => setDeleting(endpoint)}
                    />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title="Delete this endpoint?"
          description={
            <p>
              <span className="break-all font-medium">{deleting.url}</span> stops receiving events at once. Its past deliveries stay on record.
            </p>
          }
          confirmLabel="Delete endpoint"
          onConfirm={() => deleteEndpointAction({ id: deleting.id })}
          onDone={() => setMessage({ tone: 'info', text: 'Endpoint deleted.' })}
        />
      ) : null}
      {adding ? (
        <EndpointDialog
          key="adding"
          eventTypes={eventTypes}
          retailers={retailers}
          open
          onOpenChange={setAdding}
          onCreated={(value) => setSecret({ value, title: 'Endpoint added' })}
        />
      ) : null}
      {editing ? (
        <EndpointDialog key={editing.id} endpoint={editing} eventTypes={eventTypes} retailers={retailers} open onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      ) : null}
      {secret ? <SecretDialog secret={secret.value} title={secret.title} onClose={() => setSecret(null)} /> : null}
    </div>
  );
}
