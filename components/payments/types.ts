import type { ActionResult } from '@/lib/auth/authed-action';

/** What the lease page hands the payments panel: plain, serialisable, cents. */
export type LedgerPanelData = {
  leaseId: number;
  loanNumber: string;
  stateCode: string;
  payable: boolean;
  totalCents: number | null;
  balanceCents: number | null;
  amountPaidCents: number;
  payoffCents: number | null;
  discountCents: number;
  nextPayment: { dueDate: string; amountCents: number } | null;
  cardOnFile: { brand: string; lastFour: string; expMonth: number; expYear: number } | null;
  payments: {
    id: string;
    amountCents: number;
    status: 'pending' | 'succeeded' | 'failed';
    failureCode: string | null;
    brand: string | null;
    lastFour: string | null;
    sourceSystem: string | null;
    createdAt: string;
  }[];
};

export type TakePaymentResult = { paymentId: string; amountCents: number; balanceCents: number | null; paidOut: boolean; brand: string | null; lastFour: string | null; createdAt: string };

export type TakePaymentInput = { leaseId: number; amount: string; token: string; brand: string; lastFour: string; expMonth: number; expYear: number };

export type TakePaymentAction = (input: TakePaymentInput) => Promise<ActionResult<TakePaymentResult>>;
