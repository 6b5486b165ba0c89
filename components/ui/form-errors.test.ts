import { describe, expect, it } from 'vitest';
import { applyActionErrors } from './form-errors';

type Values = { name: string; storeIds: string[] };

describe('applyActionErrors', () => {
  it('puts each server error on its field (nested paths on their first segment), focuses only the first, and returns the rest as the form message', () => {
    const calls: { field: string; message?: string; focus?: boolean }[] = [];
    const setError = ((field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => calls.push({ field, message: error.message, focus: options?.shouldFocus })) as never;
    const message = applyActionErrors<Values>(
      { ok: false, formError: 'Not saved.', fieldErrors: { name: ['Enter their name.'], 'storeIds.0': ['No such store.'], retailer: ['No retailer "x".'] } },
      ['name', 'storeIds'],
      setError,
    );
    expect(calls).toEqual([
      { field: 'name', message: 'Enter their name.', focus: true },
      { field: 'storeIds', message: 'No such store.', focus: false },
    ]);
    expect(message).toBe('Not saved. No retailer "x".');
  });

  it('returns null when every error found its field', () => {
    const setError = (() => undefined) as never;
    expect(applyActionErrors<Values>({ ok: false, formError: null, fieldErrors: { name: ['x'] } }, ['name'], setError)).toBeNull();
  });
});
