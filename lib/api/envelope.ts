import type { FieldErrors } from '@/lib/core/errors';
import { headerRecord, plainResponse } from '@/lib/http/plain-response';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A JSON answer (lib/http/plain-response: the API adds its per-request headers without a Headers object). */
function json(body: unknown, status: number, headers?: HeadersInit): Response {
  return plainResponse(JSON.stringify(body), status, { 'content-type': 'application/json', ...headerRecord(headers) });
}

/** `{ status: true, code: 200, data }` — the success envelope of SPEC §4. */
export function ok(data: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const status = init.status ?? 200;
  return json({ status: true, code: status, data }, status, init.headers);
}

/** A success body that the API description gives outside the envelope (e.g. add-co-applicant). */
export function raw(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return json(body, init.status ?? 200, init.headers);
}

export function errorResponse(code: number, message: string, options: { errors?: FieldErrors; headers?: HeadersInit; extra?: Record<string, unknown> } = {}): Response {
  const body: Record<string, unknown> = { status: false, code, message, ...options.extra };
  // `errors` belongs to validation failures only (SPEC §4).
  if (code === 422 && options.errors) body.errors = options.errors;
  return json(body, code, options.headers);
}
