import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { loadLease } from '../leases/internal';
import { parseInput } from '../validation';
import type { PaymentProcessor } from './processor';
import { saveAndChargeCard } from './save-and-charge-card';
import { takePaymentSchema, type TakePaymentInput } from './schemas';
import type { z } from 'zod';
import type { SettledPayment } from './settle-payment';

/**
 * The portal's Take payment (sales and up): the browser tokenized the card with the processor's
 * tokenizer, so only the token, brand, last four and expiry arrive here; then it is a save-and-charge
 * of the lease (source system `portal`). Declines and failures throw as in saveAndChargeCard.
 */
export async function takePayment(
  ctx: Ctx,
  input: TakePaymentInput | unknown,
  options: { processor?: PaymentProcessor; parsed?: z.output<typeof takePaymentSchema> } = {},
): Promise<SettledPayment> {
  requirePermission(ctx, 'payment.charge');
  // The server action has parsed the form with this very schema already (amount in cents by then).
  const request = options.parsed ?? parseInput(takePaymentSchema, input);
  const { lease } = await loadLease(ctx.db, ctx.actor, request.leaseId);
  return saveAndChargeCard(
    ctx,
    {
      loan_number: lease.loanNumber,
      amount: (request.amount / 100).toFixed(2),
      token: request.token,
      card: { brand: request.brand ?? null },
      card_last_four: request.lastFour,
      card_expiration: `${String(request.expMonth).padStart(2, '0')}/${String(request.expYear % 100).padStart(2, '0')}`,
      source_system: 'portal',
    },
    { processor: options.processor },
  );
}
