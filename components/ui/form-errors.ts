import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The message of a react-hook-form field error, for fields whose error type is not known statically (arrays, coerced numbers). */
export const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

type FailedAction = { ok: false; formError: string | null; fieldErrors: Record<string, string[]> };

/**
 * Puts a server action's refusal back on the form: each field error on its field (matched by name, or a
 * nested path's first segment, as `storeIds.0`), the first one focused so a screen reader reads it with
 * its message (aria-describedby); what belongs to no field becomes the form's message, returned.
 */
export function applyActionErrors<T extends FieldValues>(result: FailedAction, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const unplaced: string[] = [];
  let focused = false;
  for (const [path, messages] of Object.entries(result.fieldErrors)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (!field) {
      unplaced.push(...messages);
      continue;
    }
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
    focused = true;
  }
  const formMessage = [result.formError, ...unplaced].filter(Boolean).join(' ');
  return formMessage || null;
}
