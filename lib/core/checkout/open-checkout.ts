import { checkouts, type Checkout } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { enforceRateLimit } from '../rate-limits';
import { parseInput } from '../validation';
import { CHECKOUT_TTL_MS, checkoutRateLimits, resolveCheckoutStore, type CheckoutStore } from './internal';
import { openCheckoutSchema, type OpenCheckoutInput } from './schemas';

export type OpenedCheckout = CheckoutStore & { checkout: Checkout };

/**
 * The hosted application opens: resolves the store from its slugs unless already resolved (NotFoundError
 * for an unknown store, a store of another retailer or a retailer without checkout), counts the opening against the caller's IP
 * and records a checkout that lives 24 hours. Nothing about the shopper is stored yet.
 */
export async function openCheckout(
  request: { db: DbOrTx; ip?: string },
  store: { retailerSlug: string; storeSlug: string } | CheckoutStore,
  input: OpenCheckoutInput | unknown = {},
): Promise<OpenedCheckout> {
  const found = 'origins' in store ? store : await resolveCheckoutStore(request.db, store.retailerSlug, store.storeSlug);
  const options = parseInput(openCheckoutSchema, input ?? {});
  await enforceRateLimit(request.db, checkoutRateLimits.openPerIp, `ip:${request.ip ?? 'unknown'}`);
  const now = new Date();
  const [checkout] = await request.db
    .insert(checkouts)
    .values({
      retailerId: found.retailer.id,
      storeId: found.store.id,
      locale: options.locale,
      referenceId: options.reference_id ?? null,
      cartTotalCents: options.cart_total ?? null,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...found, checkout: checkout! };
}
