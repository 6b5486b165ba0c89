import { and, asc, eq } from 'drizzle-orm';
import { checkoutOrigins, checkouts, retailers, stores, type Checkout } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import type { RateLimitPolicy } from '../rate-limits';

/** A checkout lives 24 hours from the moment the overlay opened it. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** Anti-abuse limits of the public hosted application (SPEC §11), kept by lib/core/rate-limits. */
export const checkoutRateLimits = {
  /** Opening the overlay (each opening makes a checkout row). */
  openPerIp: { name: 'checkout-open-ip', limit: 60, windowSeconds: 600 },
  /** Submitting an application: a person applies a few times at most. */
  submitPerIp: { name: 'checkout-submit-ip', limit: 10, windowSeconds: 3600 },
  /** Every shopper of one store together: caps a distributed flood against one merchant. */
  submitPerStore: { name: 'checkout-submit-store', limit: 300, windowSeconds: 3600 },
} satisfies Record<string, RateLimitPolicy>;

export type CheckoutStore = {
  retailer: { id: number; slug: string; name: string };
  store: { id: number; slug: string; name: string };
  /** The retailer's allowlist, sorted. Never empty: a retailer without one has no hosted checkout. */
  origins: string[];
};

/**
 * The store behind `/apply/{retailer}/{store}`. Unknown slugs, a store of another retailer and a retailer
 * without checkout origins (checkout not enabled) are all the same NotFoundError: the page says so and
 * nothing tells which. (Main has no "disabled" flag on retailers or stores yet; when one lands, it is one
 * more condition here.)
 */
export async function resolveCheckoutStore(db: DbOrTx, retailerSlug: string, storeSlug: string): Promise<CheckoutStore> {
  const notFound = new NotFoundError('This store does not offer Leaseline checkout.');
  if (!/^[a-z0-9-]{1,64}$/i.test(retailerSlug) || !/^[a-z0-9-]{1,64}$/i.test(storeSlug)) throw notFound;
  const rows = await db
    .select({
      retailerId: retailers.id,
      retailerSlug: retailers.slug,
      retailerName: retailers.name,
      storeId: stores.id,
      storeSlug: stores.slug,
      storeName: stores.name,
      origin: checkoutOrigins.origin,
    })
    .from(retailers)
    .innerJoin(stores, eq(stores.retailerId, retailers.id))
    .innerJoin(checkoutOrigins, eq(checkoutOrigins.retailerId, retailers.id))
    .where(and(eq(retailers.slug, retailerSlug.toLowerCase()), eq(stores.slug, storeSlug.toLowerCase())))
    .orderBy(asc(checkoutOrigins.origin));
  const first = rows[0];
  if (!first) throw notFound;
  return {
    retailer: { id: first.retailerId, slug: first.retailerSlug, name: first.retailerName },
    store: { id: first.storeId, slug: first.storeSlug, name: first.storeName },
    origins: rows.map((r) => r.origin),
  };
}

/** The actor of the hosted application for one checkout. */
export function checkoutActor(checkout: Pick<Checkout, 'id' | 'retailerId' | 'storeId'>): Actor {
  return { kind: 'checkout', checkoutId: checkout.id, retailerId: checkout.retailerId, storeId: checkout.storeId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCheckoutId = (value: string) => UUID.test(value);

/** A checkout by id, optionally locked; an id that is not a uuid is simply not found. */
export async function loadCheckout(db: DbOrTx, checkoutId: string, options: { forUpdate?: boolean } = {}): Promise<Checkout> {
  if (!UUID.test(checkoutId)) throw new NotFoundError('Checkout not found.');
  const query = db.select().from(checkouts).where(eq(checkouts.id, checkoutId.toLowerCase()));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Checkout not found.');
  return row;
}

export function assertNotExpired(checkout: Checkout, now: Date): void {
  if (checkout.expiresAt.getTime() <= now.getTime()) throw new ConflictError('This checkout has expired. Close it and start again from the shop.');
}

export const statusOfDecision = { A: 'approved', R: 'review', N: 'declined' } as const;
