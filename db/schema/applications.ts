import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { applicants } from './applicants';
import { retailers } from './retailers';
import { stores } from './stores';
import { users } from './users';

import { applicationStates } from './enums';

export { applicationStates, type ApplicationState } from './enums';

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.id),
    coApplicantId: integer('co_applicant_id').references(() => applicants.id),
    stateCode: text('state_code', { enum: applicationStates }).notNull().default('V'),
    /**
     * Copy of the active lease's state, kept in the same transaction as every lease transition so the
     * pipeline can filter and count purchase groups from one index without a join.
     */
    leaseStateCode: text('lease_state_code'),
    label: text('label').notNull(),
    /**
     * What the pipeline's search box matches, lower-cased: "first last middle", e-mail, phone digits,
     * `ssn` + the SSN's last four, and the loan numbers. Filled by database triggers from the applicant and
     * lease rows (custom migration `pipeline_search_triggers`), searched through a pg_trgm GIN index
     * there; name searches use `application_search_terms` instead (common trigrams make names slow). Never shown; it holds only what the pipeline shows or the look-ups accept (docs/portal.md).
     */
    searchText: text('search_text'),
    referenceId: text('reference_id'),
    promoCode: text('promo_code'),
    riskSessionId: text('risk_session_id'),
    technician: jsonb('technician').$type<Record<string, unknown>>(),
    bankName: text('bank_name'),
    bankOpenedAt: date('bank_opened_at', { mode: 'string' }),
    bankOnline: boolean('bank_online'),
    routingCiphertext: text('routing_ciphertext'),
    accountCiphertext: text('account_ciphertext'),
    bankKeyVersion: integer('bank_key_version'),
    accountLast4: text('account_last4'),
    modelVersion: integer('model_version'),
    score: integer('score'),
    coapplicantScore: integer('coapplicant_score'),
    band: text('band'),
    decisionCode: text('decision_code'),
    reasonCodes: jsonb('reason_codes').$type<string[]>(),
    /** Approved amount per option letter, in cents. */
    offerAmounts: jsonb('offer_amounts').$type<Record<string, number>>(),
    /** Initial payment required per approved option letter, in cents (the model's `downPayments`). */
    downPaymentAmounts: jsonb('down_payment_amounts').$type<Record<string, number>>(),
    optionsApproved: text('options_approved'),
    approvedAmountCents: bigint('approved_amount_cents', { mode: 'number' }),
    checkoutId: text('checkout_id'),
    decidedAt: tsz('decided_at'),
    verifiedAt: tsz('verified_at'),
    expiresAt: tsz('expires_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_uuid_key').on(t.uuid),
    uniqueIndex('applications_store_reference_key')
      .on(t.storeId, t.referenceId)
      .where(sql`${t.referenceId} is not null`),
    // Pipeline: scope (retailer or store) → state filter → date sort → id tiebreak.
    index('applications_retailer_state_created_idx').on(t.retailerId, t.stateCode, t.leaseStateCode, t.createdAt, t.id),
    index('applications_store_state_created_idx').on(t.storeId, t.stateCode, t.leaseStateCode, t.createdAt, t.id),
    index('applications_applicant_idx').on(t.applicantId),
    // The expiry sweep: open approvals by the day they lapse (a small fraction of the table).
    index('applications_open_approval_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.stateCode} in ('V', 'A')`),
    // The pipeline page's ids in date order with the states a purchase group filters on, from the index
    // alone (an index-only scan that filters as it walks, instead of fetching each row to test its state).
    // They replace the plain (scope, date, id) indexes they extend.
    index('applications_retailer_created_states_idx').on(t.retailerId, t.createdAt, t.id, t.stateCode, t.leaseStateCode),
    index('applications_retailer_updated_states_idx').on(t.retailerId, t.updatedAt, t.id, t.stateCode, t.leaseStateCode),
    index('applications_store_created_states_idx').on(t.storeId, t.createdAt, t.id, t.stateCode, t.leaseStateCode),
    index('applications_store_updated_states_idx').on(t.storeId, t.updatedAt, t.id, t.stateCode, t.leaseStateCode),
  ],
);

export type Application = typeof applications.$inferSelect;
