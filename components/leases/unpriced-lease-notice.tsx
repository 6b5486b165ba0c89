import { Alert } from '@/components/ui/alert';

/**
 * In place of the e-sign and contract panels for a lease without priced terms (one imported or seeded
 * before terms existed): the system cannot produce its contract, so nothing can be sent for signing or
 * downloaded. Says so plainly instead of offering buttons that would fail.
 */
export function UnpricedLeaseNotice({ loanNumber, awaitingSignature }: { loanNumber: string; awaitingSignature: boolean }) {
  return (
    <Alert tone="warning" data-testid="lease-unpriced">
      Lease {loanNumber} has no priced terms, so its contract cannot be produced
      {awaitingSignature ? ' and it cannot be sent for signing. Cancel it and build the lease again from the approval to price it.' : '.'}
    </Alert>
  );
}
