import type { Ctx } from '../context';
import { refuseCardNumbers } from './card-numbers';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { paymentProcessor } from './adapters';
import { throwUnlessSucceeded } from './outcome';
import type { PaymentProcessor } from './processor';
import { runCharge } from './run-charge';
import { leasePaymentSchema, type LeasePaymentInput } from './schemas';
import type { SettledPayment } from './settle-payment';

/**
 * POST /cards/charge-card (4.18): the phone system charges the lease's card on file (or `card_id`, which
 * must be a card of that lease). 409 without a card on file; declines and transient failures as in
 * saveAndChargeCard.
 */
export async function chargeCardOnFile(ctx: Ctx, input: LeasePaymentInput | unknown, options: { processor?: PaymentProcessor; now?: Date } = {}): Promise<SettledPayment> {
  requirePermission(ctx, 'payment.charge');
  refuseCardNumbers(input);
  const request = parseInput(leasePaymentSchema, input);
  const outcome = await runCharge(
    ctx,
    { loanNumber: request.loan_number, amountCents: request.amount, source: { kind: 'card', cardId: request.card_id }, sourceSystem: request.source_system, now: options.now ?? new Date() },
    options.processor ?? paymentProcessor(ctx.db),
    // A back-dated charge (the demo seed) settles at the same moment.
    options.now ? () => options.now! : undefined,
  );
  return throwUnlessSucceeded(outcome);
}
