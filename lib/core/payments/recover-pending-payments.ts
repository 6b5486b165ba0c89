import { and, asc, eq, lt } from 'drizzle-orm';
import { leasePayments } from '@/db/schema';
import { logger } from '@/lib/logger';
import type { Ctx } from '../context';
import { withTransaction } from '../transaction';
import { paymentProcessor } from './adapters';
import type { ChargeResult, PaymentProcessor, SavedCard } from './processor';
import { settlePayment } from './settle-payment';

/** A pending row younger than this may still have its processor call in flight: leave it alone. */
export const PENDING_GRACE_MS = 2 * 60_000;

export type RecoveryRun = { examined: number; succeeded: number; failed: number };

/**
 * Settles `pending` payments a crash left between the two steps (docs/payments.md §Recovery): asks the
 * processor what it recorded under the payment's id. A charge it recorded is settled as it went (and a
 * save-and-charge's card is kept); one it never saw was never charged, so the row fails
 * (`processing_error`). Settlement is conditional on the row still being pending, so instances running
 * this at once, or a late original request, never settle a row twice.
 */
export async function recoverPendingPayments(ctx: Ctx, options: { processor?: PaymentProcessor; now?: Date; graceMs?: number; limit?: number } = {}): Promise<RecoveryRun> {
  if (ctx.actor.kind !== 'system') throw new Error('recoverPendingPayments runs as the system.');
  const now = options.now ?? new Date();
  const processor = options.processor ?? paymentProcessor(ctx.db);
  const cutoff = new Date(now.getTime() - (options.graceMs ?? PENDING_GRACE_MS));
  const rows = await ctx.db
    .select({ id: leasePayments.id, pendingToken: leasePayments.pendingToken })
    .from(leasePayments)
    .where(and(eq(leasePayments.status, 'pending'), lt(leasePayments.createdAt, cutoff)))
    .orderBy(asc(leasePayments.createdAt))
    .limit(options.limit ?? 200);
  const run: RecoveryRun = { examined: rows.length, succeeded: 0, failed: 0 };
  for (const row of rows) {
    const recorded = await processor.retrieve(row.id);
    const result: ChargeResult = recorded ?? { status: 'failed', code: 'processing_error', retryable: true, reference: null };
    // The card a save-and-charge kept with its charge comes back with the recorded result; a result without
    // one (recorded before cards were kept in the charge call) keeps it now, as before.
    const savedCard = result.status === 'succeeded' && row.pendingToken ? (result.card ?? (await saveCardQuietly(processor, row.pendingToken, row.id))) : null;
    const settled = await withTransaction(ctx, (tx, txCtx) => settlePayment(tx, txCtx, row.id, result, { now, savedCard }));
    if (settled.payment.status === 'succeeded') run.succeeded += 1;
    else if (settled.payment.status === 'failed') run.failed += 1;
  }
  return run;
}

/**
 * The recovery job's fallback for a succeeded save-and-charge whose recorded result carries no card (a
 * charge recorded before the processor kept cards in the charge call): keeping the card is a courtesy
 * after the money moved, so its failure never fails the payment.
 */
async function saveCardQuietly(processor: PaymentProcessor, token: string, paymentId: string): Promise<SavedCard | null> {
  try {
    return await processor.saveCard(token);
  } catch (error) {
    logger.warn('the card could not be kept after a succeeded charge', { paymentId, error });
    return null;
  }
}
