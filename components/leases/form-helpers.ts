import { get, type FieldErrors as FormErrors, type FieldValues } from 'react-hook-form';
import type { FieldErrors } from '@/lib/core/errors';

/**
 * Text typed into a money or number field → the JSON number the API schema reads: blank is "not given"
 * (null, so the schema's default applies), "$1,250.00" is 1250, anything else is NaN, which the schema
 * refuses with its own message ("The leaseAmount must be a number of dollars.").
 */
export function numberOrNull(text: unknown): number | null {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return null;
  return Number(text.replace(/[$,\s]/g, ''));
}

/** Blank text → null (an optional field the schema then treats as not given). */
export function textOrNull(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The message to show under a field: the form's own (the zod resolver, or a server error put there with
 * setError), else one from the latest server answer, keyed by the API's dotted path (`items.0.unit_price`).
 */
export function fieldMessage<T extends FieldValues>(errors: FormErrors<T>, server: FieldErrors | undefined, path: string): string | undefined {
  const own = get(errors, path) as { message?: string } | undefined;
  return own?.message ?? server?.[path]?.[0];
}
