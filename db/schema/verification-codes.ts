import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';
import { applications } from './applications';

export const verificationChannels = ['sms', 'email'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];

/**
 * One verification code sent to an applicant (SPEC §9). The code itself is never stored: only a keyed
 * HMAC of it (`code_hash`, with a per-row `salt`), compared in constant time. A row is live until it is
 * consumed, superseded by a resend, locked after 5 wrong tries, or past `expires_at`. Every send is a
 * row, so the rate limits (1 per 30 s, 5 per hour per application) are counted from this table.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    retailerId: integer('retailer_id').notNull(),
    channel: text('channel', { enum: verificationChannels }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tsz('expires_at').notNull(),
    consumedAt: tsz('consumed_at'),
    supersededAt: tsz('superseded_at'),
    lockedAt: tsz('locked_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_application_idx').on(t.applicationId, t.createdAt, t.id)],
);

export type VerificationCode = typeof verificationCodes.$inferSelect;
