import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from './secret';

// The grant lives only between the login action's check and next-auth's authorize in the same request.
const GRANT_SECONDS = 30;

const mac = (payload: string) => createHmac('sha256', `sign-in-grant:${authSecret()}`).update(payload).digest('base64url');

/**
 * After the login action has checked the password and (when on) the second factor, it hands next-auth
 * this short HMAC-signed grant instead of the password, so the check — and its failure count — runs once.
 * It never reaches the browser.
 */
export function issueSignInGrant(userId: number, now = Date.now()): string {
  const payload = `${userId}.${now + GRANT_SECONDS * 1000}`;
  return `${payload}.${mac(payload)}`;
}

/** The user id of a valid, unexpired grant, else null. */
export function readSignInGrant(grant: unknown, now = Date.now()): number | null {
  if (typeof grant !== 'string') return null;
  const [id, expires, signature] = grant.split('.');
  if (!id || !expires || !signature) return null;
  const expected = Buffer.from(mac(`${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) < now) return null;
  const userId = Number(id);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
