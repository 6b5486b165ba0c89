import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns';
import { retailers } from './retailers';

import { productTypes } from './enums';

export { productTypes, type ProductType } from './enums';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line_1'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    timezone: text('timezone').notNull().default('America/New_York'),
    /** Store rating 1 (best) to 5; pricing reads it. */
    rating: integer('rating').notNull().default(3),
    productType: text('product_type', { enum: productTypes }).notNull().default('general'),
    /** Overrides the state's base sales-tax rate, in basis points (1/100 of a percent). */
    salesTaxBps: integer('sales_tax_bps'),
    ...timestamps,
  },
  (t) => [uniqueIndex('stores_retailer_slug_key').on(t.retailerId, t.slug), index('stores_retailer_idx').on(t.retailerId)],
);

export type Store = typeof stores.$inferSelect;
