'use server';

import { AuthError } from 'next-auth';
import type { FieldErrors } from '@/lib/core/errors';
import { zodFieldErrors } from '@/lib/core/validation';
import { signIn } from './auth';
import { safeCallbackUrl } from './callback-url';
import { LOGIN_FAILED_MESSAGE, loginSchema, type LoginInput } from './schemas';

export type LoginResult = { ok: false; fieldErrors: FieldErrors; formError: string | null };

/**
 * Signs a staff user in and redirects to the (sanitised) callback URL. Every failure — unknown e-mail,
 * wrong password, locked or disabled account — gets the same message; the core decides which it was.
 */
export async function loginAction(input: LoginInput): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: zodFieldErrors(parsed.error), formError: null };
  const { email, password, callbackUrl } = parsed.data;
  try {
    // Without a page to return to, `/` sends each role to its landing page (the dashboard for managers and admins).
    await signIn('credentials', { email, password, redirectTo: callbackUrl ? safeCallbackUrl(callbackUrl) : '/' });
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, fieldErrors: {}, formError: LOGIN_FAILED_MESSAGE };
    throw error; // the redirect after a successful sign-in
  }
  return { ok: false, fieldErrors: {}, formError: LOGIN_FAILED_MESSAGE };
}
