import { createHash, randomBytes } from 'node:crypto';
import { decryptField, encryptField } from '../crypto/field-encryption';

/** A signing link lives 72 hours (SPEC §8). */
export const SIGNING_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 256 bits, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSigningToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True for a string that could be a token; anything else is refused before a database look-up. */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * The look-up key of a token: its SHA-256. A plain hash suffices (unlike a 6-digit code, a 256-bit random
 * token cannot be brute-forced from its hash), and it lets the unique index find the row directly.
 */
export function hashSigningToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function signingUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/sign/${token}`;
}

const tokenAd = (envelopeId: string) => `esign_envelopes:${envelopeId}:token`;
const recipientAd = (envelopeId: string) => `esign_envelopes:${envelopeId}:recipient`;

export type SealedEnvelopeSecrets = { tokenCiphertext: string; recipientCiphertext: string | null; keyVersion: number };

/** The token (so staff can copy an open link) and the recipient, encrypted and bound to the envelope's row. */
export function sealEnvelopeSecrets(envelopeId: string, token: string, recipient: string | null): SealedEnvelopeSecrets {
  const sealedToken = encryptField(token, tokenAd(envelopeId));
  const sealedRecipient = recipient === null ? null : encryptField(recipient, recipientAd(envelopeId));
  if (sealedRecipient && sealedRecipient.keyVersion !== sealedToken.keyVersion) throw new Error('Key ring changed between two encryptions; retry.');
  return { tokenCiphertext: sealedToken.ciphertext, recipientCiphertext: sealedRecipient?.ciphertext ?? null, keyVersion: sealedToken.keyVersion };
}

/** The same secrets under the current key (key rotation); null values stay null. */
export function resealEnvelopeSecrets(row: { id: string; tokenCiphertext: string; recipientCiphertext: string | null; keyVersion: number }): SealedEnvelopeSecrets {
  const recipient = row.recipientCiphertext === null ? null : decryptField({ ciphertext: row.recipientCiphertext, keyVersion: row.keyVersion }, recipientAd(row.id));
  return sealEnvelopeSecrets(row.id, openEnvelopeToken(row), recipient);
}

export function openEnvelopeToken(row: { id: string; tokenCiphertext: string; keyVersion: number }): string {
  return decryptField({ ciphertext: row.tokenCiphertext, keyVersion: row.keyVersion }, tokenAd(row.id));
}
