import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
  type FieldErrors,
} from '@/lib/core/errors';
import { zodFieldErrors } from '@/lib/core/validation';
import { logger } from '@/lib/logger';
import { getStaffActor, getStaffCtx, type StaffCtx } from './current-actor';

export type ActionErrorCode = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited' | 'error';

/** What every server action answers: the data, or errors a form can put on its fields. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: ActionErrorCode; fieldErrors: FieldErrors; formError: string | null };

const fail = (code: ActionErrorCode, formError: string | null, fieldErrors: FieldErrors = {}) =>
  ({ ok: false, code, fieldErrors, formError }) as const;

/** FormData from a plain <form action> becomes the object the schema reads (repeated keys → arrays). */
function fromFormData(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (key.startsWith('$ACTION')) continue;
    const existing = out[key];
    out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/** Maps the core's typed errors to a result; anything else is logged and answered generically. */
export function toActionError(error: unknown, requestId?: string): Extract<ActionResult<never>, { ok: false }> {
  if (error instanceof ValidationError) {
    const { _: general, ...fieldErrors } = error.fieldErrors;
    return fail('validation', general?.[0] ?? (Object.keys(fieldErrors).length ? null : error.message), fieldErrors);
  }
  if (error instanceof UnauthenticatedError) return fail('unauthenticated', 'Your session has ended. Sign in again.');
  if (error instanceof ForbiddenError) return fail('forbidden', error.message);
  if (error instanceof NotFoundError) return fail('not_found', error.message);
  if (error instanceof ConflictError) return fail('conflict', error.message);
  if (error instanceof RateLimitedError) return fail('rate_limited', error.message);
  if (error instanceof DomainError) return fail('error', error.message);
  logger.error('server action failed', { requestId, error });
  return fail('error', `Something went wrong on our side. Try again; if it keeps happening, quote reference ${requestId ?? 'unknown'}.`);
}

/**
 * A server action for signed-in staff: session → actor (read fresh) → parse with the same zod schema the
 * form and the API use → core → `{ ok: true, data }` or `{ ok: false, code, fieldErrors, formError }`.
 * Every action authenticates itself; a page's check does not carry over to the actions it renders.
 *
 *   export const createThing = authedAction(createThingInput, (ctx, input) => createThingInCore(ctx, input));
 */
export function authedAction<S extends z.ZodType, T>(
  schema: S,
  fn: (ctx: StaffCtx, input: z.output<S>) => Promise<T>,
): (input: z.input<S> | FormData) => Promise<ActionResult<T>> {
  return async (input) => {
    let ctx: StaffCtx | null = null;
    try {
      ctx = await getStaffCtx();
      if (!ctx) return toActionError(new UnauthenticatedError());
      if ((await getStaffActor())?.mustEnrolTwoFactor) return fail('forbidden', 'Turn on two-factor sign-in first (your account menu).');
      const parsed = schema.safeParse(input instanceof FormData ? fromFormData(input) : input);
      if (!parsed.success) return toActionError(new ValidationError(zodFieldErrors(parsed.error)));
      return { ok: true, data: await fn(ctx, parsed.data) };
    } catch (error) {
      unstable_rethrow(error); // redirect(), notFound() and friends are control flow, not failures
      return toActionError(error, ctx?.requestId);
    }
  };
}
