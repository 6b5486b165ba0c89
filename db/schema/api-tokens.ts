import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { retailers } from './retailers';
import { stores } from './stores';
import { users } from './users';

/** A merchant's Bearer token. Only its SHA-256 is stored; `prefix` lets people tell tokens apart. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    /** Set for a store token; null for a retailer-wide token. */
    storeId: integer('store_id').references(() => stores.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: tsz('last_used_at'),
    revokedAt: tsz('revoked_at'),
    /** Requests per minute this token may make; null: the default (lib/core/tokens/token-rate-limit.ts). */
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_retailer_idx').on(t.retailerId)],
);

export type ApiToken = typeof apiTokens.$inferSelect;
