'use client';

import dynamic from 'next/dynamic';
import type { EnvelopeStatus } from '@/lib/core/esign';
import type { LeaseState } from '@/db/schema/enums';
import type { FetchEsignPanel } from './types';

/**
 * The polling (react-query, about 10 KB gzipped) loads after the page and only while a signature is
 * awaited, so the lease page's first load carries none of it (issue 17: signed-in pages <= 170 KB).
 */
const SignaturePoller = dynamic(() => import('./signature-poller').then((m) => m.SignaturePoller), { ssr: false });

type Props = { leaseId: number; status: EnvelopeStatus | null; leaseState: LeaseState; fetchPanel: FetchEsignPanel };

/**
 * Keeps the lease page current while it waits for a signature: with an open signing link on a lease
 * awaiting signature, signature-poller.tsx asks for the e-sign panel every few seconds and refreshes the
 * page as soon as the link's status moves, so "Signed" appears without a reload. Says so, politely, to
 * screen readers.
 */
export function LiveSignatureStatus({ leaseId, status, leaseState, fetchPanel }: Props) {
  const waiting = leaseState === 'V' && status === 'open';
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="live-signature-status" data-waiting={waiting}>
        {waiting ? 'Waiting for the signature; this page updates by itself.' : status === 'signed' ? 'Signed.' : ''}
      </p>
      {waiting ? <SignaturePoller leaseId={leaseId} status={status} leaseState={leaseState} fetchPanel={fetchPanel} /> : null}
    </>
  );
}
