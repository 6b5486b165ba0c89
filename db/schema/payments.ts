import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tsz } from './_columns';
import { leases } from './leases';

export const paymentStatuses = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** `charge`: money taken from a card. `discount`: the early-purchase discount that closes a paid-out lease. */
export const ledgerEntryKinds = ['charge', 'discount'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * A card kept for a lease (SPEC §10): only the processor's card reference, brand, last four and expiry.
 * Never a card number, never a CVV. The lease's card on file is its newest row.
 */
export const leaseCards = pgTable(
  'lease_cards',
  {
    id: serial('id').primaryKey(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id),
    processorCardId: text('processor_card_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    ...timestamps,
  },
  (t) => [index('lease_cards_lease_idx').on(t.leaseId, t.id)],
);

export type LeaseCard = typeof leaseCards.$inferSelect;

/**
 * The ledger of a lease (docs/payments.md): one row per card charge (pending → succeeded | failed) and
 * one `discount` row when an early purchase pays the lease out. The id is the processor's idempotency
 * key. balance = schedule total − Σ succeeded rows; it never goes below zero because a new charge is
 * checked against the balance less every pending charge, under a lock on the lease row.
 */
export const leasePayments = pgTable(
  'lease_payments',
  {
    id: uuid('id').primaryKey(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id),
    retailerId: integer('retailer_id').notNull(),
    storeId: integer('store_id').notNull(),
    kind: text('kind', { enum: ledgerEntryKinds }).notNull().default('charge'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    failureCode: text('failure_code'),
    processorReference: text('processor_reference'),
    cardId: integer('card_id').references(() => leaseCards.id),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** A save-and-charge's processor token while the charge is pending (the card is kept only if it succeeds); cleared on settlement. */
    pendingToken: text('pending_token'),
    sourceSystem: text('source_system'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** Free of PII: the request id that created the row. */
    requestId: text('request_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    settledAt: tsz('settled_at'),
    ...timestamps,
  },
  (t) => [
    index('lease_payments_lease_idx').on(t.leaseId, t.createdAt),
    index('lease_payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('lease_payments_failed_idx').on(t.retailerId, t.createdAt).where(sql`${t.status} = 'failed'`),
    check('lease_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export type LeasePayment = typeof leasePayments.$inferSelect;

/**
 * The sandbox processor's own records (what a real processor keeps on its side): charges by idempotency
 * key, and saved cards. Nothing here is read by the ledger except through the PaymentProcessor port.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('sandbox_charges_idempotency_key_key'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  source: text('source').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  declineCode: text('decline_code'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  /** The card a save-and-charge kept, written in the same statement as the charge (succeeded only). */
  cardId: text('card_id'),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

/**
 * Idempotency keys of API POSTs (SPEC §4, §10; docs/payments.md): per caller, with a hash of the request
 * and, once finished, the response to replay byte for byte. `locked_until` lets another instance take
 * over a key whose first request died with its process.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    lockedUntil: tsz('locked_until'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
