import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/** Dotted field paths as the API reports them: `applicant.primaryIncome.gross`, `items.0.sku`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses core input with its schema; any problem becomes one ValidationError listing every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(zodFieldErrors(result.error));
  return result.data;
}
