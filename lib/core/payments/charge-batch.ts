import type { Ctx } from '../context';
import { refuseCardNumbers } from './card-numbers';
import { requirePermission } from '../access';
import { NotFoundError, ValidationError } from '../errors';
import { paymentProcessor } from './adapters';
import { chargeItemResult, type ChargeItemResult } from './charge-results';
import { AmountExceedsBalanceError, LeaseNotPayableError, NoCardOnFileError } from './errors';
import type { PaymentProcessor } from './processor';
import { runCharge } from './run-charge';
import { leasePaymentBatchSchema, leasePaymentSchema } from './schemas';
import { parseInput } from '../validation';

/** How many items of one batch are charged at once on PostgreSQL (each is its own pair of transactions). */
const BATCH_CONCURRENCY = 8;

/**
 * POST /cards/charge (4.17): the merchant's scheduler collects due payments. Each item is its own
 * payment with its own result, in order; one failure (`failure_code`) never fails the others. Only a
 * body that is not a list of 1–500 items is a 422.
 */
export async function chargeBatch(ctx: Ctx, input: unknown, options: { processor?: PaymentProcessor; now?: () => Date } = {}): Promise<ChargeItemResult[]> {
  requirePermission(ctx, 'payment.charge');
  refuseCardNumbers(input);
  const items = parseInput(leasePaymentBatchSchema, input);
  const processor = options.processor ?? paymentProcessor(ctx.db);
  const clock = options.now ?? (() => new Date());
  const results: ChargeItemResult[] = new Array(items.length);
  // Inside a caller's transaction (tests) there is one connection: one item at a time.
  const width = ctx.inTransaction ? 1 : BATCH_CONCURRENCY;
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await chargeItem(ctx, items[index], processor, clock);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

async function chargeItem(ctx: Ctx, raw: unknown, processor: PaymentProcessor, clock: () => Date): Promise<ChargeItemResult> {
  const loanNumber = typeof raw === 'object' && raw !== null && typeof (raw as { loan_number?: unknown }).loan_number === 'string' ? (raw as { loan_number: string }).loan_number : '';
  const failed = (code: string): ChargeItemResult => ({ loan_number: loanNumber, status: 'failed', payment_id: null, amount: null, failure_code: code, balance: null });
  let request;
  try {
    request = parseInput(leasePaymentSchema, raw);
  } catch {
    return failed('invalid');
  }
  try {
    const outcome = await runCharge(
      ctx,
      { loanNumber: request.loan_number, amountCents: request.amount, source: { kind: 'card', cardId: request.card_id }, sourceSystem: request.source_system, now: clock() },
      processor,
      clock,
    );
    if (outcome.kind === 'unknown') return { ...failed('processing_error'), status: 'pending', payment_id: outcome.paymentId, amount: request.amount / 100 };
    return chargeItemResult(outcome.settled);
  } catch (error) {
    if (error instanceof NotFoundError) return failed('not_found');
    if (error instanceof LeaseNotPayableError || error instanceof NoCardOnFileError || error instanceof AmountExceedsBalanceError) return { ...failed(error.code), amount: request.amount / 100 };
    if (error instanceof ValidationError) return failed('invalid');
    throw error;
  }
}
