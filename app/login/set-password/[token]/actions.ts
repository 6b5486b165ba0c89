'use server';

import { publicDatabase } from '@/lib/api/public-database';
import { systemActor } from '@/lib/core/context';
import { toActionError, type ActionResult } from '@/lib/auth/authed-action';
import { setPasswordInput, type SetPasswordInput } from '@/lib/core/users/schemas';
import { setPasswordWithLink } from '@/lib/core/users/set-password-with-link';
import { zodFieldErrors } from '@/lib/core/validation';
import { ValidationError } from '@/lib/core/errors';

/** The invitation / reset link's form: the link itself is the authority (no session). */
export async function setPasswordAction(input: SetPasswordInput): Promise<ActionResult<{ email: string }>> {
  const parsed = setPasswordInput.safeParse(input);
  if (!parsed.success) return toActionError(new ValidationError(zodFieldErrors(parsed.error)));
  try {
    const { email } = await setPasswordWithLink({ actor: systemActor, db: await publicDatabase() }, parsed.data);
    return { ok: true, data: { email } };
  } catch (error) {
    return toActionError(error);
  }
}
