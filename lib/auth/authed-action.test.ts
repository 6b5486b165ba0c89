import { describe, expect, it, vi } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from '@/lib/core/errors';
import { toActionError } from './authed-action';

vi.mock('./current-actor', () => ({ getStaffCtx: async () => null }));

describe('toActionError', () => {
  it('puts validation errors on their fields, and a general one on the form', () => {
    expect(toActionError(new ValidationError({ email: ['Enter a valid e-mail address.'] }))).toEqual({
      ok: false,
      code: 'validation',
      fieldErrors: { email: ['Enter a valid e-mail address.'] },
      formError: null,
    });
    expect(toActionError(new ValidationError({ _: ['Pick at least one store.'] }))).toMatchObject({ fieldErrors: {}, formError: 'Pick at least one store.' });
  });

  it.each([
    [new UnauthenticatedError(), 'unauthenticated'],
    [new ForbiddenError(), 'forbidden'],
    [new NotFoundError(), 'not_found'],
    [new ConflictError('Already leased.'), 'conflict'],
    [new RateLimitedError(30), 'rate_limited'],
  ] as const)('maps %s', (error, code) => {
    expect(toActionError(error)).toMatchObject({ ok: false, code, fieldErrors: {} });
  });

  it('never shows an unexpected error’s message, only a reference', () => {
    const result = toActionError(new Error('duplicate key value violates unique constraint "applicants_ssn"'), 'req-123');
    expect(result.code).toBe('error');
    expect(result.formError).toContain('req-123');
    expect(result.formError).not.toContain('duplicate');
  });
});

describe('authedAction', () => {
  it('answers unauthenticated without calling the core when there is no staff session', async () => {
    const { authedAction } = await import('./authed-action');
    const { z } = await import('zod');
    const core = vi.fn();
    const action = authedAction(z.object({ id: z.number() }), core);
    expect(await action({ id: 1 })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(core).not.toHaveBeenCalled();
  });
});
