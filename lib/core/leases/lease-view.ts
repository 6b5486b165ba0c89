import type { Lease } from '@/db/schema/leases';
import type { LeaseItem } from '@/db/schema/lease-items';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { Quote } from '@/lib/core/pricing';
import type { EsignEnvelope } from '../esign/types';
import type { LeaseLedgerView } from '../payments/get-lease-ledger';

/** A lease as the core hands it to a door: the record, its priced terms and items, and the quote behind them. */
export type LeaseView = {
  lease: Lease;
  /** Null for leases that predate lease terms (the demo seed's). */
  terms: LeaseTerms | null;
  items: LeaseItem[];
  quote: Quote | null;
  esign: EsignEnvelope | null;
  /** The lease whose terms this one replaced (`discard_esign: true`). */
  replacedLease: Pick<Lease, 'id' | 'uuid' | 'loanNumber'> | null;
  /** The payments ledger (GET /leases/{lease}); absent where a door does not show it. */
  ledger?: LeaseLedgerView;
};
