'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { EnvelopeStatus } from '@/lib/core/esign';
import type { LeaseState } from '@/db/schema/enums';
import { Providers } from '@/components/providers';
import type { FetchEsignPanel } from './types';

const POLL_MS = 4_000;

type Props = { leaseId: number; status: EnvelopeStatus | null; leaseState: LeaseState; fetchPanel: FetchEsignPanel };

/** Asks for the e-sign panel every few seconds (react-query; paused while the tab is hidden) until the link's status moves. */
export function SignaturePoller(props: Props) {
  return (
    <Providers>
      <Poll {...props} />
    </Providers>
  );
}

function Poll({ leaseId, status, leaseState, fetchPanel }: Props) {
  const router = useRouter();
  const query = useQuery({
    queryKey: ['esign-panel', leaseId, status, leaseState],
    queryFn: () => fetchPanel({ lease: leaseId }),
    refetchInterval: POLL_MS,
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
  return null;
}
