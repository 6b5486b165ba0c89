import { centsToDollars } from '../money';
import type { SettledPayment } from './settle-payment';

/** One charge's result as the card endpoints answer it (4.17 item, 4.18). */
export type ChargeItemResult = {
  loan_number: string;
  status: 'succeeded' | 'failed' | 'pending';
  payment_id: string | null;
  amount: number | null;
  failure_code: string | null;
  balance: number | null;
};

export function chargeItemResult(settled: SettledPayment): ChargeItemResult {
  return {
    loan_number: settled.lease.loanNumber,
    status: settled.payment.status,
    payment_id: settled.payment.id,
    amount: centsToDollars(settled.payment.amountCents),
    failure_code: settled.payment.failureCode,
    balance: settled.summary ? centsToDollars(settled.summary.balanceCents) : null,
  };
}
