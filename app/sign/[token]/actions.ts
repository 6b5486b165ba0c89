'use server';

import { randomUUID } from 'node:crypto';
import { publicDatabase } from '@/lib/api/public-database';
import { toActionError } from '@/lib/auth/authed-action';
import { requestClient } from '@/lib/auth/request-client';
import { signEnvelope, signEnvelopeSchema, SigningLinkUnavailableError } from '@/lib/core/esign';
import { zodFieldErrors } from '@/lib/core/validation';
import { contractRenderer } from '@/lib/pdf/render-contract';
import type { SignResult } from '@/components/esign/types';

/**
 * The signing page's submit. Public: the token in the input is the credential, checked by the core
 * (open, not expired, single use). Parsed with the same schema the form used; the signer's IP and user
 * agent go to the signature's audit page. The token is never logged (toActionError logs only unknown
 * errors, by class and stack).
 */
export async function signAction(input: unknown): Promise<SignResult> {
  const parsed = signEnvelopeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'validation', fieldErrors: zodFieldErrors(parsed.error), formError: null };
  try {
    const { returnUrl } = await signEnvelope(await publicDatabase(), { ...parsed.data, ...(await requestClient()) }, { renderer: contractRenderer });
    return { ok: true, data: { returnUrl } };
  } catch (error) {
    if (error instanceof SigningLinkUnavailableError) return { ok: false, code: 'unavailable', fieldErrors: {}, formError: error.message };
    return toActionError(error, randomUUID());
  }
}
