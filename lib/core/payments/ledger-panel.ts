import type { Lease } from '@/db/schema/leases';
import type { LeaseLedgerView } from './get-lease-ledger';

/** The ledger as the portal's payments panel reads it: plain, serialisable, cents. */
export function ledgerPanelData(lease: Pick<Lease, 'id' | 'loanNumber' | 'stateCode'>, view: LeaseLedgerView) {
  const { summary } = view;
  return {
    leaseId: lease.id,
    loanNumber: lease.loanNumber,
    stateCode: lease.stateCode,
    payable: view.payable,
    totalCents: summary?.totalCents ?? null,
    balanceCents: summary?.balanceCents ?? null,
    amountPaidCents: summary?.amountPaidCents ?? 0,
    payoffCents: summary?.payoffCents ?? null,
    discountCents: summary?.discountCents ?? 0,
    nextPayment: summary?.nextPayment ?? null,
    cardOnFile: view.cardOnFile ? { brand: view.cardOnFile.brand, lastFour: view.cardOnFile.lastFour, expMonth: view.cardOnFile.expMonth, expYear: view.cardOnFile.expYear } : null,
    payments: view.payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      status: p.status,
      failureCode: p.failureCode,
      brand: p.cardBrand,
      lastFour: p.cardLastFour,
      sourceSystem: p.sourceSystem,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
