'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { EnvelopeStatus } from '@/lib/core/esign';
import type { LeaseState } from '@/db/schema/enums';
import type { FetchEsignPanel } from './types';

const POLL_MS = 4_000;

/**
 * Keeps the lease page current while it waits for a signature: with an open signing link on a lease
 * awaiting signature, asks for the e-sign panel every few seconds (react-query; paused while the tab is
 * hidden) and refreshes the page from the server as soon as the link's status moves, so "Signed" appears
 * without a reload. Says so, politely, to screen readers.
 */
export function LiveSignatureStatus({ leaseId, status, leaseState, fetchPanel }: { leaseId: number; status: EnvelopeStatus | null; leaseState: LeaseState; fetchPanel: FetchEsignPanel }) {
  const router = useRouter();
  const waiting = leaseState === 'V' && status === 'open';
  const query = useQuery({
    queryKey: ['esign-panel', leaseId, status, leaseState],
    queryFn: () => fetchPanel({ lease: leaseId }),
    enabled: waiting,
    refetchInterval: waiting ? POLL_MS : false,
    staleTime: 0,
  });
  const fresh = query.data?.ok ? query.data.data : null;
  // The signature is what this waits for: a change of the link's status (signed, voided, expired). Other
  // moves of the lease (a colleague cancelling it) are not followed here, so a page someone is acting on
  // does not change under them; their action then gets the core's 409 and the page refreshes.
  const moved = fresh !== null && (fresh.envelope?.status ?? null) !== status;
  useEffect(() => {
    if (moved) router.refresh();
  }, [moved, router]);

  return (
    <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="live-signature-status" data-waiting={waiting}>
      {waiting ? 'Waiting for the signature; this page updates by itself.' : status === 'signed' ? 'Signed.' : ''}
    </p>
  );
}
