import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './_columns';
import { leases } from './leases';
import { users } from './users';

export const esignTypes = ['embedded', 'email', 'sms'] as const;
export type EsignType = (typeof esignTypes)[number];

/** Stored states; `expired` is not one of them: an open envelope past `expires_at` is expired (docs/esign.md). */
export const esignStoredStatuses = ['open', 'signed', 'voided'] as const;
export type EsignStoredStatus = (typeof esignStoredStatuses)[number];

export const esignSignatureMethods = ['typed', 'drawn'] as const;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: the core always sees a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One e-signature envelope: a signing link for one lease (SPEC §8, docs/esign.md). The token is the
 * signer's only credential, so it is stored as its SHA-256 (the look-up key, unique) and, for staff who
 * copy an open link, AES-256-GCM encrypted under the field-encryption key ring, bound to this row; never
 * in clear. The recipient (an email address or phone number) is PII: encrypted, with a masked copy for
 * display. A lease has at most one open envelope (partial unique index); a signed one keeps the signed
 * PDF, its hashes and the signing evidence.
 */
export const esignEnvelopes = pgTable(
  'esign_envelopes',
  {
    id: uuid('id').primaryKey(),
    leaseId: integer('lease_id')
      .notNull()
      .references(() => leases.id),
    retailerId: integer('retailer_id').notNull(),
    esignType: text('esign_type', { enum: esignTypes }).notNull(),
    status: text('status', { enum: esignStoredStatuses }).notNull().default('open'),
    tokenHash: text('token_hash').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    /** Key version of both ciphertexts of the row. */
    keyVersion: integer('key_version').notNull(),
    returnUrl: text('return_url'),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    recipientCiphertext: text('recipient_ciphertext'),
    recipientMasked: text('recipient_masked'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** `user:12`, `api_token:3`, `system`: who opened it, for tokens that are not users. */
    createdBy: text('created_by').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    sentAt: tsz('sent_at'),
    voidedAt: tsz('voided_at'),
    consentAt: tsz('consent_at'),
    signedAt: tsz('signed_at'),
    signerName: text('signer_name'),
    signatureMethod: text('signature_method', { enum: esignSignatureMethods }),
    signatureImage: text('signature_image'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    unsignedSha256: text('unsigned_sha256'),
    signedSha256: text('signed_sha256'),
    signedPdf: bytea('signed_pdf'),
  },
  (t) => [
    uniqueIndex('esign_envelopes_token_hash_key').on(t.tokenHash),
    uniqueIndex('esign_envelopes_one_open_per_lease').on(t.leaseId).where(sql`${t.status} = 'open'`),
    index('esign_envelopes_lease_idx').on(t.leaseId, t.createdAt),
  ],
);

export type EsignEnvelopeRow = typeof esignEnvelopes.$inferSelect;
