import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';

/**
 * Request counts per limiter key and fixed window. Kept in the database, not in process memory, so a
 * limit holds across every server instance. Keys carry a policy name and a keyed hash of the subject
 * (token id, IP address, identity tuple), never the subject itself.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: tsz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_windows_window_start_idx').on(t.windowStart)],
);
