import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { keyRing, reloadKeyRing } from './keys';

/**
 * AES-256-GCM for PII columns. The associated data binds a ciphertext to its row and column
 * (`applicants:42:ssn`), so a value copied into another row fails to decrypt instead of leaking.
 * Stored form: base64url(iv ‖ tag ‖ ciphertext); the key version lives in its own column.
 */
export type Sealed = { ciphertext: string; keyVersion: number };

export function encryptField(plaintext: string, associatedData: string): Sealed {
  const ring = keyRing();
  const key = ring.keys.get(ring.current)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'), keyVersion: ring.current };
}

export function decryptField(sealed: Sealed, associatedData: string): string {
  const key = keyRing().keys.get(sealed.keyVersion) ?? reloadKeyRing().keys.get(sealed.keyVersion);
  if (!key) throw new Error(`Encryption key version ${sealed.keyVersion} is not configured.`);
  const raw = Buffer.from(sealed.ciphertext, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Keyed HMAC-SHA256 of a normalised value: equal inputs match, the index reveals nothing alone. */
export function blindIndex(value: string, purpose: string): string {
  return createHmac('sha256', keyRing().blindIndexKey).update(`${purpose}:${value}`).digest('base64url');
}

export const ssnAssociatedData = (applicantId: number) => `applicants:${applicantId}:ssn`;
export const ssnBlindIndex = (ssnDigits: string) => blindIndex(ssnDigits, 'ssn');
