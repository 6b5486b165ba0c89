import type { Ctx } from '../context';
import { logger } from '@/lib/logger';
import { withTransaction } from '../transaction';
import { beginPayment, type BeginPaymentInput } from './begin-payment';
import type { ChargeResult, PaymentProcessor } from './processor';
import { settlePayment, type SettledPayment } from './settle-payment';

export type ChargeOutcome =
  | { kind: 'settled'; settled: SettledPayment }
  /** The processor call threw: we cannot know whether it charged, so the row stays pending for the recovery job. */
  | { kind: 'unknown'; paymentId: string };

/**
 * Money in two steps, never half (docs/payments.md): a pending row in one transaction, the processor
 * call outside any transaction with the row's id as its idempotency key, then the settlement in a
 * second transaction. A crash between the steps leaves the pending row; recoverPendingPayments settles
 * it from what the processor recorded under that key.
 */
export async function runCharge(ctx: Ctx, input: BeginPaymentInput, processor: PaymentProcessor, clock: () => Date = () => new Date()): Promise<ChargeOutcome> {
  const { payment, processorCardId } = await withTransaction(ctx, (tx, txCtx) => beginPayment(tx, txCtx, input));
  const token = payment.pendingToken;
  let result: ChargeResult;
  try {
    const metadata = { lease_id: payment.leaseId, payment_id: payment.id };
    // A save-and-charge keeps the card in the charge call itself (the processor answers it with a
    // succeeded result, the same card on a retry), so no second call can be lost between the two.
    result = await processor.charge(
      token
        ? { token, saveCard: true, amountCents: payment.amountCents, idempotencyKey: payment.id, metadata }
        : { cardId: processorCardId!, amountCents: payment.amountCents, idempotencyKey: payment.id, metadata },
    );
  } catch (error) {
    logger.warn('payment processor call failed; the payment stays pending for recovery', { paymentId: payment.id, error });
    return { kind: 'unknown', paymentId: payment.id };
  }
  const savedCard = result.status === 'succeeded' && token ? (result.card ?? null) : null;
  const settled = await withTransaction(ctx, (tx, txCtx) => settlePayment(tx, txCtx, payment.id, result, { now: clock(), savedCard }));
  return { kind: 'settled', settled };
}
