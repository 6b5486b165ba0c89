import { index, integer, pgTable, primaryKey, date, text } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * The pipeline's totals (docs/pipeline-counts.md): applications counted per retailer, store, purchase group
 * (SPEC §5; '' for a row no group matches) and UTC day of creation. Kept by statement-level triggers on
 * `applications` (custom migration `pipeline_counts_triggers`) in the same transaction as every insert,
 * update and delete, so every writer keeps it exact; `GET /applications/groups` and the portal's tabs sum it
 * instead of counting the filtered applications when the view is one it can answer.
 */
export const pipelineCounts = pgTable(
  'pipeline_counts',
  {
    retailerId: integer('retailer_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    purchaseGroup: text('purchase_group').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [
    // A store filter and a retailer scope both walk the key's prefix; the group and the day range follow.
    primaryKey({ columns: [t.storeId, t.purchaseGroup, t.day, t.retailerId] }),
    index('pipeline_counts_retailer_idx').on(t.retailerId, t.purchaseGroup, t.day, t.storeId, t.applications),
  ],
);
