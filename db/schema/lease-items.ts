import { bigint, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns';
import { leases } from './leases';

/**
 * The merchandise of a lease (API description 2.13 `items`), one row per line in the order given. Money
 * is integer cents; `line_total_cents` = quantity × unit price, so the cash price is Σ line totals +
 * the delivery charge (lease_terms). A replaced lease keeps its own rows.
 */
export const leaseItems = pgTable(
  'lease_items',
  {
    id: serial('id').primaryKey(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id),
    /** 0-based position in the request's `items`. */
    position: integer('position').notNull(),
    sku: text('sku'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lease_items_lease_position_key').on(t.leaseId, t.position)],
);

export type LeaseItem = typeof leaseItems.$inferSelect;
