import type { Ctx } from '../context';
import { ConflictError } from '../errors';
import { confirmVerification } from '../verification/confirm-verification';
import { sendVerification, type SentVerification } from '../verification/send-verification';
import { checkoutActor, loadCheckout } from './internal';

/**
 * The hosted page's verification step, through the existing verification core: the checkout's actor, and
 * only the checkout's own application (the browser never names one). Its limits (1 send per 30 s, 5 per
 * hour, 5 wrong tries) are the verification core's.
 */
async function checkoutApplication(ctx: Omit<Ctx, 'actor'>, checkoutId: string): Promise<{ actorCtx: Ctx; applicationId: number }> {
  const checkout = await loadCheckout(ctx.db, checkoutId);
  if (checkout.applicationId === null) throw new ConflictError('Submit the application first.');
  return { actorCtx: { ...ctx, actor: checkoutActor(checkout) }, applicationId: checkout.applicationId };
}

export async function sendCheckoutVerification(ctx: Omit<Ctx, 'actor'>, checkoutId: string, input: { mode?: unknown; language?: unknown }): Promise<SentVerification> {
  const { actorCtx, applicationId } = await checkoutApplication(ctx, checkoutId);
  return sendVerification(actorCtx, applicationId, input);
}

export async function confirmCheckoutVerification(ctx: Omit<Ctx, 'actor'>, checkoutId: string, input: { code?: unknown }): Promise<{ verifiedAt: Date }> {
  const { actorCtx, applicationId } = await checkoutApplication(ctx, checkoutId);
  const { verifiedAt } = await confirmVerification(actorCtx, applicationId, input);
  return { verifiedAt };
}
