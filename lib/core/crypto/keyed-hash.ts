import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { keyRing } from './keys';

const derived = new Map<string, { from: Buffer; key: Buffer }>();

/**
 * A key for one purpose, derived (HKDF-SHA256) from the blind-index key, so a short secret such as a
 * six-digit code is hashed under a key no other use shares and that never sits in the database.
 */
function purposeKey(purpose: string): Buffer {
  const base = keyRing().blindIndexKey;
  const hit = derived.get(purpose);
  if (hit && hit.from.equals(base)) return hit.key;
  const key = Buffer.from(hkdfSync('sha256', base, Buffer.alloc(0), `leaseline:${purpose}`, 32));
  derived.set(purpose, { from: base, key });
  return key;
}

/** HMAC-SHA256 of `value` under the purpose's key, base64url. */
export function keyedHash(purpose: string, value: string): string {
  return createHmac('sha256', purposeKey(purpose)).update(value).digest('base64url');
}

/** Constant-time comparison of two keyed hashes (or any two base64url strings). */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
}
