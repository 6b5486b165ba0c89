'use server';

import { refresh } from 'next/cache';
import { authedAction } from '@/lib/auth/authed-action';
import { takePaymentSchema } from '@/lib/core/payments/schemas';
import { takePayment } from '@/lib/core/payments/take-payment';
import { PaymentDeclinedError, ProcessorUnavailableError } from '@/lib/core/payments/errors';

/**
 * Take payment (sales and up): the browser tokenized the card, so only the token, brand, last four and
 * expiry arrive. The page refreshes either way, so a declined payment shows in the list at once.
 */
export const takePaymentAction = authedAction(takePaymentSchema, async (ctx, input) => {
  try {
    const settled = await takePayment(ctx, input, { parsed: input });
    return {
      paymentId: settled.payment.id,
      amountCents: settled.payment.amountCents,
      balanceCents: settled.summary?.balanceCents ?? null,
      paidOut: settled.paidOut,
      brand: settled.payment.cardBrand,
      lastFour: settled.payment.cardLastFour,
      createdAt: settled.payment.createdAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof PaymentDeclinedError || error instanceof ProcessorUnavailableError) refresh();
    throw error;
  } finally {
    refresh();
  }
});
