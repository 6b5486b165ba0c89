import type { Lease } from '@/db/schema/leases';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import type { Cents } from '../money';

export type AmountDue = { amountCents: Cents | null; dueDate: string | null };

export type AmountDueTerms = Pick<LeaseTerms, 'paymentCents' | 'ocpAmountCents' | 'leaseDepositCents' | 'leaseDepositTaxCents' | 'firstPaymentDate'>;

/**
 * What a customer owes next on a lease, for the phone system (4.5), from the lease's priced terms. Until
 * a payment ledger exists it is the scheduled amount, not a balance:
 * - lease V, S, D (not yet funded): the initial payment with its tax, due at signing/delivery;
 * - F (funded): one regular payment (tax and care plan included), due on the first payment date when
 *   that is still ahead (later due dates need the ledger);
 * - P (paid out), X (cancelled): 0.
 * No lease, or a lease without terms → null.
 */
export function amountDue(lease: Pick<Lease, 'stateCode'> | null, terms: AmountDueTerms | null, today = new Date().toISOString().slice(0, 10)): AmountDue {
  if (!lease) return { amountCents: null, dueDate: null };
  if (lease.stateCode === 'P' || lease.stateCode === 'X') return { amountCents: 0, dueDate: null };
  if (!terms) return { amountCents: null, dueDate: null };
  if (lease.stateCode === 'F') {
    return { amountCents: terms.paymentCents + terms.ocpAmountCents, dueDate: terms.firstPaymentDate >= today ? terms.firstPaymentDate : null };
  }
  return { amountCents: terms.leaseDepositCents + terms.leaseDepositTaxCents, dueDate: null };
}
