import { randomBytes, randomInt } from 'node:crypto';
import { hashesEqual, keyedHash } from '../crypto/keyed-hash';

/** SPEC §9. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const MIN_SEND_INTERVAL_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;
export const HOUR_MS = 3_600_000;

/** Six digits from the OS's CSPRNG, uniformly (randomInt rejects modulo bias). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The only form a code is stored in: HMAC-SHA256 under a key derived for this purpose (never in the
 * database), over the application, a per-code salt and the code. A million possible codes make an
 * unkeyed hash worthless; without the key the stored hash reveals nothing.
 */
export function hashCode(applicationId: number, salt: string, code: string): string {
  return keyedHash('verification-code', `${applicationId}:${salt}:${code}`);
}

/** Constant-time check of a submitted code against the stored hash. */
export function codeMatches(applicationId: number, salt: string, code: string, storedHash: string): boolean {
  return hashesEqual(hashCode(applicationId, salt, code), storedHash);
}
