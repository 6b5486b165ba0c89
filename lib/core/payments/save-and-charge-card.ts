import type { Ctx } from '../context';
import { refuseCardNumbers } from './card-numbers';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { paymentProcessor } from './adapters';
import { throwUnlessSucceeded } from './outcome';
import type { PaymentProcessor } from './processor';
import { runCharge } from './run-charge';
import { saveAndChargeSchema, type SaveAndChargeInput } from './schemas';
import type { SettledPayment } from './settle-payment';

/**
 * POST /applications/save-and-charge-card (4.6, SaveCard 2.15): charges a new card's processor token and,
 * when the charge succeeds, keeps the card (processor card id, brand, last four, expiry) as the lease's
 * card on file. The CVV was validated by the schema and dropped there. A decline throws
 * PaymentDeclinedError (402), a transient failure ProcessorUnavailableError (502); both are recorded as
 * failed payments first.
 */
export async function saveAndChargeCard(
  ctx: Ctx,
  input: SaveAndChargeInput | unknown,
  options: { processor?: PaymentProcessor; now?: Date } = {},
): Promise<SettledPayment> {
  requirePermission(ctx, 'payment.charge');
  refuseCardNumbers(input);
  const request = parseInput(saveAndChargeSchema, input);
  const processor = options.processor ?? paymentProcessor(ctx.db);
  const outcome = await runCharge(
    ctx,
    {
      loanNumber: request.loan_number,
      amountCents: request.amount,
      source: { kind: 'token', token: request.token, brand: request.brand, lastFour: request.card_last_four, expMonth: request.expMonth, expYear: request.expYear },
      sourceSystem: request.source_system,
      now: options.now ?? new Date(),
    },
    processor,
    // A back-dated charge (the demo seed) settles at the same moment.
    options.now ? () => options.now! : undefined,
  );
  return throwUnlessSucceeded(outcome);
}
