'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { deleteEndpointAction, rotateSecretAction, sendTestAction, updateEndpointAction } from '@/app/(portal)/settings/webhooks/actions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { EndpointDialog } from './endpoint-dialog';
import { SecretDialog } from './secret-dialog';
import { disabledReasons, type EndpointRow, type RetailerOption } from './types';

type Props = { endpoints: EndpointRow[]; selectedId: string | null; eventTypes: readonly string[]; retailers: RetailerOption[] | null };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
const itemClass = 'cursor-pointer select-none rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** The endpoints with their health, an Add button and, per endpoint, a menu of what can be done to it. */
export function EndpointsPanel({ endpoints, selectedId, eventTypes, retailers }: Props) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EndpointRow | null>(null);
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
                    <DropdownMenu.Root>
                      <DropdownMenu.Trigger asChild>
                        <Button variant="secondary" size="sm" aria-label={`Actions for ${endpoint.url}`}>
                          Actions ▾
                        </Button>
                      </DropdownMenu.Trigger>
                      <DropdownMenu.Portal>
                        <DropdownMenu.Content align="end" sideOffset={4} className="z-30 min-w-44 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200">
                          <DropdownMenu.Item className={itemClass} onSelect={() => setEditing(endpoint)}>
                            Edit
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className={itemClass}
                            disabled={!endpoint.enabled}
                            onSelect={() => run(() => sendTestAction({ id: endpoint.id }), 'Test event sent. It appears in the deliveries log.')}
                          >
                            Send test event
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className={itemClass}
                            onSelect={() =>
                              startTransition(async () => {
                                const result = await rotateSecretAction({ id: endpoint.id });
                                if (result.ok) setSecret({ value: result.data.secret, title: 'New signing secret' });
                                else setMessage({ tone: 'error', text: result.formError ?? 'The secret was not rotated.' });
                              })
                            }
                          >
                            Rotate secret
                          </DropdownMenu.Item>
                          <DropdownMenu.Item
                            className={itemClass}
                            onSelect={() =>
                              run(() => updateEndpointAction({ id: endpoint.id, enabled: !endpoint.enabled }), endpoint.enabled ? 'Endpoint disabled.' : 'Endpoint enabled.')
                            }
                          >
                            {endpoint.enabled ? 'Disable' : 'Enable'}
                          </DropdownMenu.Item>
                          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                          <DropdownMenu.Item
                            className={`${itemClass} text-red-700`}
                            onSelect={() => {
                              if (window.confirm(`Delete the endpoint ${endpoint.url}? It stops receiving events at once.`)) {
                                run(() => deleteEndpointAction({ id: endpoint.id }), 'Endpoint deleted.');
                              }
                            }}
                          >
                            Delete
                          </DropdownMenu.Item>
                        </DropdownMenu.Content>
                      </DropdownMenu.Portal>
                    </DropdownMenu.Root>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </div>
      )}
      <EndpointDialog
        key={adding ? 'adding' : 'closed'}
        eventTypes={eventTypes}
        retailers={retailers}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(value) => setSecret({ value, title: 'Endpoint added' })}
      />
      {editing ? (
        <EndpointDialog key={editing.id} endpoint={editing} eventTypes={eventTypes} retailers={retailers} open onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      ) : null}
      <SecretDialog secret={secret?.value ?? null} title={secret?.title ?? ''} onClose={() => setSecret(null)} />
    </div>
  );
}
