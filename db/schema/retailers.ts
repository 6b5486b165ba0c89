import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './_columns';

export const retailers = pgTable(
  'retailers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('retailers_slug_key').on(t.slug)],
);

export type Retailer = typeof retailers.$inferSelect;
