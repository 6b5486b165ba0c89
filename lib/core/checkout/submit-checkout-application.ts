import { eq } from 'drizzle-orm';
import { checkouts } from '@/db/schema';
import type { Ctx } from '../context';
import { createApplication } from '../applications/create-application';
import { ConflictError, ValidationError } from '../errors';
import { enforceRateLimit } from '../rate-limits';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { assertNotExpired, checkoutActor, checkoutRateLimits, loadCheckout, statusOfDecision } from './internal';
import { checkoutSubmissionSchema, type CheckoutSubmissionInput } from './schemas';
import { checkoutDecisionOf, type CheckoutDecision } from './views';

/**
 * The shopper submits the hosted form. After the per-IP and per-store limits and the honeypot, it runs
 * the same core operation as POST /applications (`createApplication`) as the checkout's own actor, bound
 * to the checkout's store, and binds the decision to the checkout in the same transaction. The store and
 * the reference are the checkout's: `reference_id` is `checkout:<id>`, so a repeated submit returns the
 * same decision and no one can reach another applicant's result by guessing a reference.
 */
export async function submitCheckoutApplication(ctx: Omit<Ctx, 'actor'>, checkoutId: string, input: CheckoutSubmissionInput | unknown): Promise<CheckoutDecision> {
  const opened = await loadCheckout(ctx.db, checkoutId);
  await enforceRateLimit(ctx.db, checkoutRateLimits.submitPerIp, `ip:${ctx.ip ?? 'unknown'}`);
  await enforceRateLimit(ctx.db, checkoutRateLimits.submitPerStore, `store:${opened.storeId}`);
  const { application, website } = parseInput(checkoutSubmissionSchema, input);

  // A filled honeypot gets the same bland refusal as any unreadable submission, and nothing is stored.
  if (website) throw new ValidationError({ _: ['The application could not be submitted.'] });

  const actorCtx: Ctx = { ...ctx, actor: checkoutActor(opened) };
  return withTransaction(actorCtx, async (tx, txCtx) => {
    const checkout = await loadCheckout(tx, opened.id, { forUpdate: true });
    const now = new Date();
    if (checkout.applicationId === null) assertNotExpired(checkout, now);
    const { decision } = await createApplication(txCtx, { ...application, store_id: undefined, reference_id: `checkout:${checkout.id}` });
    if (checkout.applicationId !== null && checkout.applicationId !== decision.applicationId) throw new ConflictError('This checkout already has an application.');
    const status = statusOfDecision[decision.code];
    if (checkout.applicationId === null) {
      await tx.update(checkouts).set({ applicationId: decision.applicationId, status, decidedAt: decision.decidedAt, updatedAt: now }).where(eq(checkouts.id, checkout.id));
    }
    return checkoutDecisionOf(checkout.id, decision);
  });
}
