import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsz } from './_columns';
import { applications } from './applications';
import { stores } from './stores';
import { users } from './users';

export const notificationKinds = ['handoff'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A portal notification for one staff user: today only "hand-off" (a clerk passes a verified approval to
 * the store's sales staff to build the lease). Read when the recipient opens their notifications list.
 * One unread hand-off per user and application: handing off twice does not pile up.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    retailerId: integer('retailer_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: tsz('created_at').notNull().defaultNow(),
    readAt: tsz('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('notifications_one_unread_key').on(t.userId, t.applicationId, t.kind).where(sql`${t.readAt} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
