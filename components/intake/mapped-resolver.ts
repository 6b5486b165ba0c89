import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that validates a form with a shared API schema after mapping the form's values to the request
 * body (dropping what a switch turned off, say). Errors keep the schema's paths, which are the form's
 * paths too; on success the form's own values come back (the server parses the body itself), and
 * `extra` may add the form's own rules (consent).
 */
export function mappedResolver<V extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  extra?: (values: V) => FieldErrors<V>,
): Resolver<V> {
  const validate = zodResolver(schema as never, undefined, { raw: true });
  return async (values, context, options) => {
    const result = await validate(toInput(values) as never, context, options as never);
    const errors = { ...(result.errors as FieldErrors<V>), ...extra?.(values) };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
