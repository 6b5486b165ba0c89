'use client';

import { useState, useTransition } from 'react';
import type { EnvelopeStatus, EsignPanel as Panel, EsignType } from '@/lib/core/esign';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { SendSigningLink, VoidSigningLink } from './types';

type Props = {
  panel: Panel;
  /** Where the signed contract downloads from (a session-authenticated route); null for roles that may not read contracts. */
  signedContractHref: string | null;
  send: SendSigningLink;
  voidLink: VoidSigningLink;
};

const statusLabels: Record<EnvelopeStatus | 'none', { label: string; tone: BadgeTone }> = {
  open: { label: 'Awaiting signature', tone: 'blue' },
  signed: { label: 'Signed', tone: 'violet' },
  voided: { label: 'Voided', tone: 'slate' },
  expired: { label: 'Expired', tone: 'amber' },
  none: { label: 'No envelope', tone: 'slate' },
};

const channelLabels: Record<EsignType, string> = { email: 'e-mail', sms: 'SMS', embedded: 'in-store signing' };

const timestamp = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? `${timestamp.format(new Date(iso))} UTC` : '—');

/**
 * The lease's signing envelope for staff (SPEC §8): its state, where it went and when, and — for roles
 * that manage signing — send or re-send the link (which voids the open one), copy it, sign in store,
 * void it, and download the signed contract. Each action refreshes the page from the server.
 */
export function EsignPanel({ panel, signedContractHref, send, voidLink }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const envelope = panel.envelope;
  const status = statusLabels[envelope?.status ?? 'none'];
  const open = envelope?.status === 'open';
  const mayResend = panel.leaseState === 'V';

  const failed = (result: { formError: string | null; fieldErrors: Record<string, string[]> }) =>
    setError(result.formError ?? (Object.values(result.fieldErrors).flat().join(' ') || 'That did not work.'));

  const sendBy = (channel: 'email' | 'sms') =>
    startTransition(async () => {
      setError(null);
      setNotice(null);
      const result = await send({ lease: panel.leaseId, channel });
      if (!result.ok) return failed(result);
      setNotice(`Signing link sent by ${channelLabels[channel]}${result.data.envelope?.sentTo ? ` to ${result.data.envelope.sentTo}` : ''}.`);
    });

  const signInStore = () => {
    setError(null);
    setNotice(null);
    // Opened now, inside the click, so the browser allows it; pointed at the new link once it exists.
    const tab = window.open('about:blank', '_blank');
    startTransition(async () => {
      const result = await send({ lease: panel.leaseId, channel: 'embedded' });
      const url = result.ok ? result.data.envelope?.signingUrl : null;
      if (!url) {
        tab?.close();
        return result.ok ? setError('No signing link was opened.') : failed(result);
      }
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    });
  };

  const voidOpen = () => {
    if (!window.confirm('Void the signing link? It stops working at once; you can send a new one afterwards.')) return;
    startTransition(async () => {
      setError(null);
      setNotice(null);
      const result = await voidLink({ lease: panel.leaseId });
      if (!result.ok) return failed(result);
      setNotice('The signing link was voided; it no longer opens the contract.');
    });
  };

  const copy = async () => {
    if (!envelope?.signingUrl) return;
    try {
      await navigator.clipboard.writeText(envelope.signingUrl);
      setNotice('Signing link copied.');
    } catch {
      setNotice('Copy the link from the box above.');
    }
  };

  return (
    <Card data-testid="esign-panel" data-status={envelope?.status ?? 'none'} data-can-manage={panel.canManage}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">E-signature</h2>
        <Badge tone={status.tone} data-testid="esign-status">
          {status.label}
        </Badge>
      </CardHeader>
      <CardBody className="space-y-4 text-sm">
        {envelope ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="text-slate-500">Sent to</dt>
            <dd className="text-slate-900" data-testid="esign-sent-to">
              {envelope.esignType === 'embedded' ? (
                'In store'
              ) : (
                <>
                  {envelope.sentTo ?? '—'}
                  <span className="text-slate-500"> · {channelLabels[envelope.esignType]}</span>
                </>
              )}
            </dd>
            <dt className="text-slate-500">Created</dt>
            <dd className="text-slate-900">{when(envelope.createdAt)}</dd>
            {envelope.esignType !== 'embedded' ? (
              <>
                <dt className="text-slate-500">Sent</dt>
                <dd className="text-slate-900" data-testid="esign-sent-at">
                  {envelope.sentAt ? when(envelope.sentAt) : <span className="text-amber-800">not delivered — send it again</span>}
                </dd>
              </>
            ) : null}
            {envelope.status === 'signed' ? (
              <>
                <dt className="text-slate-500">Signed</dt>
                <dd className="text-slate-900" data-testid="esign-signed-at">
                  {when(envelope.signedAt)}
                  {envelope.signerName ? <span className="text-slate-600"> by {envelope.signerName}</span> : null}
                </dd>
              </>
            ) : (
              <>
                <dt className="text-slate-500">{envelope.status === 'expired' ? 'Expired' : 'Expires'}</dt>
                <dd className="text-slate-900">{when(envelope.expiresAt)}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="text-slate-600">No signing link has been made for this lease.</p>
        )}

        {panel.canManage && open && envelope?.signingUrl ? (
          <div className="flex gap-2">
            <input
              readOnly
              value={envelope.signingUrl}
              aria-label="Signing link"
              className="h-8 min-w-0 flex-1 rounded-md bg-slate-50 px-2 font-mono text-xs text-slate-700 ring-1 ring-inset ring-slate-200"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="esign-link"
            />
            <Button size="sm" variant="secondary" onClick={copy} data-testid="esign-copy">
              Copy link
            </Button>
          </div>
        ) : null}

        {panel.canManage && mayResend ? (
          <div className="flex flex-wrap gap-2" data-testid="esign-actions">
            <Button size="sm" variant={open ? 'secondary' : 'primary'} disabled={pending} onClick={() => sendBy('email')} data-testid="esign-send-email">
              Send by e-mail
            </Button>
            <Button size="sm" variant="secondary" disabled={pending} onClick={() => sendBy('sms')} data-testid="esign-send-sms">
              Send by SMS
            </Button>
            {open && envelope?.signingUrl ? (
              <a href={envelope.signingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary', size: 'sm' })} data-testid="esign-sign-in-store">
                Sign in store ↗
              </a>
            ) : (
              <Button size="sm" variant="secondary" disabled={pending} onClick={signInStore} data-testid="esign-sign-in-store">
                Sign in store ↗
              </Button>
            )}
            {open ? (
              <button
                type="button"
                disabled={pending}
                onClick={voidOpen}
                className="inline-flex h-8 items-center rounded-md px-2.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
                data-testid="esign-void"
              >
                Void
              </button>
            ) : null}
          </div>
        ) : null}

        {panel.signedPdfAvailable && signedContractHref ? (
          <a href={signedContractHref} className={buttonClass({ size: 'sm' })} data-testid="esign-signed-download" download>
            Download signed contract
          </a>
        ) : null}

        {notice ? (
          <Alert tone="info" data-testid="esign-notice">
            {notice}
          </Alert>
        ) : null}
        {error ? <Alert data-testid="esign-error">{error}</Alert> : null}
      </CardBody>
    </Card>
  );
}
