import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '@/lib/core/errors';

/** True when `path` (`applicant.primaryIncome.gross`) names a field the form holds, even an empty one. */
export function formHasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node === null || typeof node !== 'object' || Array.isArray(node);
}

/**
 * Puts the server's field errors (ActionResult.fieldErrors, keyed by full path as the API reports them)
 * on the form's fields with setError. Returns the messages no field of the form can show, for the
 * form-level alert, so nothing the server said is lost. `shown` says which paths have a visible input.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldErrors: FieldErrors,
  shown: (path: string) => boolean = () => true,
): { placed: string[]; unplaced: string[] } {
  const values = form.getValues();
  const placed: string[] = [];
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages.join(' ');
    if (formHasPath(values, path) && shown(path)) {
      form.setError(path as FieldPath<T>, { type: 'server', message });
      placed.push(path);
    } else {
      unplaced.push(message);
    }
  }
  return { placed, unplaced };
}
