'use server';

import QRCode from 'qrcode';
import { getStaffCtx } from '@/lib/auth/current-actor';
import { toActionError, type ActionResult } from '@/lib/auth/authed-action';
import { UnauthenticatedError } from '@/lib/core/errors';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment } from '@/lib/core/two-factor/enrolment';

// These work while enrolment is pending (authedAction refuses everything else until then).

export async function beginEnrolmentAction(): Promise<ActionResult<{ secret: string; qr: string }>> {
  const ctx = await getStaffCtx();
  if (!ctx) return toActionError(new UnauthenticatedError());
  try {
    const { secret, uri } = await beginTwoFactorEnrolment(ctx);
    return { ok: true, data: { secret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) } };
  } catch (error) {
    return toActionError(error, ctx.requestId);
  }
}

export async function confirmEnrolmentAction(input: { code: string }): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const ctx = await getStaffCtx();
  if (!ctx) return toActionError(new UnauthenticatedError());
  try {
    return { ok: true, data: await confirmTwoFactorEnrolment(ctx, input) };
  } catch (error) {
    return toActionError(error, ctx.requestId);
  }
}
