import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { applications } from './applications';
import { stores } from './stores';
import { users } from './users';

import { leaseStates } from './enums';

export { leaseStates, type LeaseState } from './enums';

/**
 * A lease: every column of the API description's lease record (section 2.8). Money is integer cents;
 * the API edge turns it into dollars. `deleted_at` marks a lease replaced or voided; the partial unique
 * index makes "one active lease per application" a database guarantee.
 */
export const leases = pgTable(
  'leases',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    stateId: integer('state_id'),
    stateCode: text('state_code', { enum: leaseStates }).notNull().default('V'),
    label: text('label'),
    uidWorkItemId: text('uid_work_item_id'),
    envelope: text('envelope'),
    envelopeId: text('envelope_id'),
    contractId: text('contract_id'),
    eSignContractUrl: text('e_sign_contract_url'),
    esignLocation: text('esign_location'),
    merchantOrderId: text('merchant_order_id'),
    loanNumber: text('loan_number').notNull(),
    achCreditId: text('ach_credit_id'),

    payGrade: text('pay_grade'),
    score: text('score'),
    computation: jsonb('computation').$type<Record<string, unknown>>(),
    approvedAmountCents: bigint('approved_amount_cents', { mode: 'number' }),
    cashPriceCents: bigint('cash_price_cents', { mode: 'number' }),
    fundedAmountCents: bigint('funded_amount_cents', { mode: 'number' }),
    creditsCents: bigint('credits_cents', { mode: 'number' }),
    leaseParams: jsonb('lease_params').$type<Record<string, unknown>>(),
    loan: jsonb('loan').$type<Record<string, unknown>>(),
    ninetyDayPayoff: text('ninety_day_payoff').notNull().default('No'),
    optionType: text('option_type'),
    extended: integer('extended'),
    fpd: text('fpd'),

    comments: text('comments'),
    employeeComments: text('employee_comments'),
    applicantHomePhoneComment: text('applicant_home_phone_comment'),
    applicantMobilePhoneComment: text('applicant_mobile_phone_comment'),
    applicantEmployerPhoneComment: text('applicant_employer_phone_comment'),
    applicantGeneralComment: text('applicant_general_comment'),

    firstStatusChangeAt: tsz('first_status_change_at'),
    acceptedAt: tsz('accepted_at'),
    lastActivityAt: tsz('last_activity_at'),
    closedAt: tsz('closed_at'),
    deletedAt: tsz('deleted_at'),
    loanAt: tsz('loan_at'),
    fundedAt: tsz('funded_at'),
    deliveredAt: tsz('delivered_at'),
    rogAt: tsz('rog_at'),
    deliveredCanceledAt: tsz('delivered_canceled_at'),
    deliveredNotifiedAt: tsz('delivered_notified_at'),
    deliveredSetAt: tsz('delivered_set_at'),
    verifiedAt: tsz('verified_at'),
    downPaymentTimestamp: tsz('down_payment_timestamp'),

    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id),

    firstStatus: text('first_status').notNull().default('V'),
    confirmationRequired: integer('confirmation_required').notNull().default(0),
    sync: integer('sync').notNull().default(0),
    deliveryCancelledReason: text('delivery_cancelled_reason'),
    deliveryCancelledOther: text('delivery_cancelled_other'),
    downPaymentTakenByProvider: boolean('down_payment_taken_by_provider'),
    downPaymentInProcess: integer('down_payment_in_process').notNull().default(0),
    downPaymentReturnUrl: text('down_payment_return_url'),
    sendDownPaymentEmail: boolean('send_down_payment_email'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leases_uuid_key').on(t.uuid),
    uniqueIndex('leases_loan_number_key').on(t.loanNumber),
    uniqueIndex('leases_one_active_per_application').on(t.applicationId).where(sql`${t.deletedAt} is null`),
    // Every lease of an application, deleted ones included: the pipeline search text lists all their loan
    // numbers (migration application_search_terms_triggers), which the partial index above cannot answer.
    index('leases_application_idx').on(t.applicationId),
    index('leases_store_idx').on(t.storeId, t.stateCode),
  ],
);

export type Lease = typeof leases.$inferSelect;
