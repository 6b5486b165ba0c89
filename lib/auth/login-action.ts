'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { db } from '@/db/client';
import { RateLimitedError, type FieldErrors } from '@/lib/core/errors';
import { limitSignIn } from '@/lib/core/users/limit-sign-in';
import { checkSignIn } from '@/lib/core/users/verify-credentials';
import { zodFieldErrors } from '@/lib/core/validation';
import { signIn, signInIp } from './auth';
import { safeCallbackUrl } from './callback-url';
import { CODE_REQUIRED_MESSAGE, LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, loginSchema, type LoginInput } from './schemas';
import { issueSignInGrant } from './sign-in-grant';

export type LoginResult = { ok: false; fieldErrors: FieldErrors; formError: string | null; codeRequired?: boolean };

/**
 * Signs a staff user in and redirects to the (sanitised) callback URL. The sign-in limits come first (per
 * account and per IP); then the core checks the password and, for users with two-factor on, the code (a
 * right password without one answers `codeRequired`, and the form asks for it). Every failure — unknown
 * e-mail, wrong password or code, locked or disabled account — gets the same message; the core decides
 * which it was.
 */
export async function loginAction(input: LoginInput): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: zodFieldErrors(parsed.error), formError: null };
  const { email, password, code, callbackUrl } = parsed.data;
  const database = await db();
  try {
    await limitSignIn(database, { email, ip: signInIp(await headers()) });
  } catch (error) {
    if (error instanceof RateLimitedError) return { ok: false, fieldErrors: {}, formError: LOGIN_RATE_LIMITED_MESSAGE, codeRequired: Boolean(code) };
    throw error;
  }
  const check = await checkSignIn(database, { email, password, code });
  if (!check.ok) {
    return check.reason === 'code_required'
      ? { ok: false, fieldErrors: {}, formError: code ? LOGIN_FAILED_MESSAGE : CODE_REQUIRED_MESSAGE, codeRequired: true }
      : { ok: false, fieldErrors: {}, formError: LOGIN_FAILED_MESSAGE, codeRequired: Boolean(code) };
  }
  try {
    // Without a page to return to, `/` sends each role to its landing page (the dashboard for managers and admins).
    await signIn('credentials', { grant: issueSignInGrant(check.userId), redirectTo: callbackUrl ? safeCallbackUrl(callbackUrl) : '/' });
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, fieldErrors: {}, formError: LOGIN_FAILED_MESSAGE };
    throw error; // the redirect after a successful sign-in
  }
  return { ok: false, fieldErrors: {}, formError: LOGIN_FAILED_MESSAGE };
}
