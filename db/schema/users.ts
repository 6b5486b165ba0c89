import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { retailers } from './retailers';
import { stores } from './stores';

import { roles } from './enums';

export { roles, type Role } from './enums';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for the provider's admins, who see every retailer. */
    retailerId: integer('retailer_id').references(() => retailers.id),
    /** Stored lower-cased; login looks up by it. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: tsz('locked_until'),
    disabledAt: tsz('disabled_at'),
    totpSecret: text('totp_secret'),
    lastLoginAt: tsz('last_login_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_retailer_idx').on(t.retailerId)],
);

export const userStores = pgTable(
  'user_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('user_stores_store_idx').on(t.storeId)],
);

export type User = typeof users.$inferSelect;
