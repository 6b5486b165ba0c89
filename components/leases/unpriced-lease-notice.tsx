import { Alert } from '@/components/ui/alert';

/**
 * In place of the contract panel for a lease without priced terms (one imported or seeded before terms
 * existed): the system cannot produce its contract, so nothing can be downloaded, and sending it for
 * signing is refused with the same words (sendSigningLink). Says so plainly.
 */
export function UnpricedLeaseNotice({ loanNumber, awaitingSignature }: { loanNumber: string; awaitingSignature: boolean }) {
  return (
    <Alert tone="warning" data-testid="lease-unpriced">
      Lease {loanNumber} has no priced terms, so its contract cannot be produced
      {awaitingSignature ? ' and it cannot be sent for signing. Cancel it and build the lease again from the approval to price it.' : '.'}
    </Alert>
  );
}
