import { bigint, boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The dashboard's rollup (docs/reports.md): applications counted per store, per store-local day of
 * creation and per combination of the columns the figures read. Kept by a trigger on `applications`
 * (migration `report_rollup_trigger`) in the same transaction as every change, so it is never stale;
 * rebuilt for a store when its time zone changes. Empty strings stand for "none" so the key has no nulls.
 */
export const applicationDayStats = pgTable(
  'application_day_stats',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    decisionCode: text('decision_code').notNull(),
    verified: boolean('verified').notNull(),
    leaseStateCode: text('lease_state_code').notNull(),
    applications: integer('applications').notNull(),
    approvedCents: bigint('approved_cents', { mode: 'number' }).notNull(),
    fundedCents: bigint('funded_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.decisionCode, t.verified, t.leaseStateCode] })],
);

/** Declined applications per store, local day and reason code. */
export const applicationDayDeclines = pgTable(
  'application_day_declines',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.reasonCode] })],
);

/**
 * How long each funded application took from submission to funding, by store and local day: the median
 * time to funding reads this narrow table (an index-only scan) instead of joining applications to leases.
 */
export const applicationFundingTimes = pgTable(
  'application_funding_times',
  {
    applicationId: integer('application_id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [index('application_funding_times_store_day_idx').on(t.storeId, t.day, t.seconds)],
);
