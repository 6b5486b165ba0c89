import { randomUUID } from 'node:crypto';
import { toErrorResponse } from '@/lib/api/http-errors';
import { getStaffCtx, type StaffCtx } from '@/lib/auth/current-actor';
import { UnauthenticatedError } from '@/lib/core/errors';

/**
 * A portal file download: the session's staff context, then `produce`; a failure is a short plain-text
 * page with the status the API would give (the browser shows it instead of saving a file), and unknown
 * errors are logged by the shared mapper without their message.
 */
export async function portalDownload(produce: (ctx: StaffCtx) => Promise<Response>): Promise<Response> {
  const ctx = await getStaffCtx();
  const requestId = ctx?.requestId ?? randomUUID();
  try {
    if (!ctx) throw new UnauthenticatedError('Your session has ended. Sign in again.');
    return await produce(ctx);
  } catch (error) {
    const mapped = toErrorResponse(error, requestId);
    const { message } = (await mapped.json()) as { message: string };
    return new Response(`${message}\n`, {
      status: mapped.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Request-Id': requestId },
    });
  }
}
