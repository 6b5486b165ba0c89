import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { applications } from './applications';

/**
 * The pipeline's name search (docs/portal.md, "Search"): one row per word of an application's applicant
 * names, lower-cased. Kept by database triggers (custom migration `application_search_terms_triggers`),
 * so every writer keeps it without knowing. A name search intersects each word's ids, read from the
 * `(term, application_id)` btree alone, instead of walking wide application rows.
 */
export const applicationSearchTerms = pgTable(
  'application_search_terms',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.term] }),
    // text_pattern_ops: `term like 'garc%'` is a range scan whatever the database's collation.
    index('application_search_terms_term_idx').using('btree', sql`${t.term} text_pattern_ops`, t.applicationId),
  ],
);
