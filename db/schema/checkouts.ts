import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { applications } from './applications';
import { retailers } from './retailers';
import { stores } from './stores';

/**
 * A retailer's allowlist of checkout origins (`https://shop.example.com`): the only pages that may frame
 * the hosted application and receive its result (SPEC §11). A set: no order, a PUT replaces it.
 */
export const checkoutOrigins = pgTable(
  'checkout_origins',
  {
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    origin: text('origin').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.retailerId, t.origin] })],
);

export const checkoutStatuses = ['open', 'approved', 'review', 'declined'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/**
 * One shopper's pass through the hosted application, bound to a store. Its id (a random uuid) is what
 * checkout.js and the merchant's server hold; it expires 24 hours after it opened.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: checkoutStatuses }).notNull().default('open'),
    applicationId: integer('application_id').references(() => applications.id),
    locale: text('locale', { enum: ['en', 'es'] }).notNull().default('en'),
    /** The merchant's own order reference from `apply(cb, { reference_id })`. */
    referenceId: text('reference_id'),
    cartTotalCents: integer('cart_total_cents'),
    expiresAt: tsz('expires_at').notNull(),
    decidedAt: tsz('decided_at'),
    ...timestamps,
  },
  (t) => [index('checkouts_retailer_store_idx').on(t.retailerId, t.storeId), index('checkouts_application_idx').on(t.applicationId)],
);

export type Checkout = typeof checkouts.$inferSelect;
