import type { FieldErrors } from '@/lib/core/errors';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** `{ status: true, code: 200, data }` — the success envelope of SPEC §4. */
export function ok(data: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const status = init.status ?? 200;
  return Response.json({ status: true, code: status, data }, { status, headers: init.headers });
}

/** A success body that the API description gives outside the envelope (e.g. add-co-applicant). */
export function raw(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: init.headers });
}

export function errorResponse(code: number, message: string, options: { errors?: FieldErrors; headers?: HeadersInit; extra?: Record<string, unknown> } = {}): Response {
  const body: Record<string, unknown> = { status: false, code, message, ...options.extra };
  // `errors` belongs to validation failures only (SPEC §4).
  if (code === 422 && options.errors) body.errors = options.errors;
  return Response.json(body, { status: code, headers: options.headers });
}
