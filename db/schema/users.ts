import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The TOTP secret, AES-256-GCM sealed (lib/core/two-factor); set at enrolment, confirmed by `totpEnabledAt`. */
    totpSecret: text('totp_secret'),
    totpKeyVersion: integer('totp_key_version'),
    totpEnabledAt: tsz('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set by a manager or admin: this user must enrol two-factor sign-in at their next sign-in. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Only the demo seed sets this: its admins may sign in without two-factor (docs/security.md). */
    twoFactorExempt: boolean('two_factor_exempt').notNull().default(false),
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

/** One-time links for staff: set a password after an invitation, or reset it. Only the SHA-256 is kept. */
export const userAuthTokens = pgTable(
  'user_auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_auth_tokens_hash_key').on(t.tokenHash), index('user_auth_tokens_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: ten per enrolment, each usable once, stored as SHA-256. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tsz('used_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);
