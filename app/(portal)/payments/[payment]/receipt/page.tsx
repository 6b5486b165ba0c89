import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaffCtx } from '@/lib/auth/current-actor';
import { NotFoundError } from '@/lib/core/errors';
import { getPaymentReceipt } from '@/lib/core/payments/payment-receipt';
import { PaymentReceipt } from '@/components/payments/payment-receipt';

export const metadata: Metadata = { title: 'Payment receipt' };

type Props = { params: Promise<{ payment: string }> };

/** A printable receipt of one card payment (any staff role that sees the lease). */
export default async function PaymentReceiptPage({ params }: Props) {
  const { payment } = await params;
  const ctx = await requireStaffCtx(`/payments/${encodeURIComponent(payment)}/receipt`);
  let receipt;
  try {
    receipt = await getPaymentReceipt(ctx, payment);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  return <PaymentReceipt receipt={receipt} />;
}
