import { and, eq } from 'drizzle-orm';
import { applications, checkouts } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import type { Cents } from '../money';
import { scopeCondition, scopeOf } from '../scope';
import { isCheckoutId } from './internal';
import { optionsOf, type CheckoutOption } from './views';

export type CheckoutRecord = {
  checkoutId: string;
  /** `expired` when it was never submitted and its 24 hours are over. */
  status: 'open' | 'approved' | 'review' | 'declined' | 'expired';
  storeId: number;
  applicationId: number | null;
  applicationUuid: string | null;
  /** The application's state code now (V, A, R, N, L, E, …), null before submission. */
  applicationState: string | null;
  verified: boolean;
  approvedAmountCents: Cents | null;
  options: CheckoutOption[];
  referenceId: string | null;
  cartTotalCents: Cents | null;
  locale: 'en' | 'es';
  expired: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  verifiedAt: Date | null;
  expiresAt: Date;
  updatedAt: Date;
};

/**
 * GET /checkouts/{checkoutId}: what the merchant's server reads to confirm a browser callback before it
 * ships goods. Scoped like applications; another retailer's or store's checkout is not found.
 */
export async function getCheckout(ctx: Ctx, checkoutId: string, now: Date = new Date()): Promise<CheckoutRecord> {
  requirePermission(ctx, 'application.read');
  if (!isCheckoutId(checkoutId)) throw new NotFoundError('Checkout not found.');
  const [row] = await ctx.db
    .select({ checkout: checkouts, application: applications })
    .from(checkouts)
    .leftJoin(applications, eq(applications.id, checkouts.applicationId))
    .where(and(eq(checkouts.id, checkoutId.toLowerCase()), scopeCondition(scopeOf(ctx.actor), checkouts)));
  if (!row) throw new NotFoundError('Checkout not found.');
  const { checkout, application } = row;
  const expired = checkout.expiresAt.getTime() <= now.getTime();
  const options =
    application && application.decisionCode !== 'N' ? optionsOf(application.offerAmounts ?? {}, application.downPaymentAmounts ?? {}, application.optionsApproved ?? '') : [];
  return {
    checkoutId: checkout.id,
    status: checkout.status === 'open' && expired ? 'expired' : checkout.status,
    storeId: checkout.storeId,
    applicationId: application?.id ?? null,
    applicationUuid: application?.uuid ?? null,
    applicationState: application?.stateCode ?? null,
    verified: Boolean(application?.verifiedAt),
    approvedAmountCents: options.length ? Math.max(...options.map((o) => o.amountCents)) : null,
    options,
    referenceId: checkout.referenceId,
    cartTotalCents: checkout.cartTotalCents,
    locale: checkout.locale,
    expired,
    createdAt: checkout.createdAt,
    decidedAt: checkout.decidedAt,
    verifiedAt: application?.verifiedAt ?? null,
    expiresAt: checkout.expiresAt,
    updatedAt: checkout.updatedAt,
  };
}
