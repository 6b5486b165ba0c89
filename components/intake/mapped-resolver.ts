import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Empty inputs as "not given": `''` becomes `undefined`, deeply. The schemas treat both alike for optional
 * fields, and for required ones `undefined` gets the plain "The city is required." instead of a format
 * message about an empty string.
 */
export function withoutBlanks<T>(value: T): T {
  if (value === '') return undefined as T;
  if (Array.isArray(value)) return value.map(withoutBlanks) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutBlanks(v)])) as T;
  return value;
}

/**
 * A resolver that validates a form with a shared API schema after mapping the form's values to the request
 * body (dropping what a switch turned off, say). Errors keep the schema's paths, which are the form's
 * paths too. Blank inputs count as not given (`withoutBlanks`, which the submit applies too). On success the form's own values come back (the server parses the body itself), and
 * `extra` may add the form's own rules (consent).
 */
export function mappedResolver<V extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  toInput: (values: V) => unknown,
  extra?: (values: V) => FieldErrors<V>,
): Resolver<V> {
  // zod, the resolver and the schema load on the first validation, not with the page (lazy-resolver.ts).
  let validator: Promise<Resolver<FieldValues>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>;
  };
  return async (values, context, options) => {
    validator ??= load();
    const result = await (await validator)(withoutBlanks(toInput(values)) as never, context, options as never);
    const errors = { ...(result.errors as FieldErrors<V>), ...extra?.(values) };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
