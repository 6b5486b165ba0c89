import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from '@/lib/core/errors';
import { HttpError, toErrorResponse } from './http-errors';

process.env.LOG_LEVEL = 'silent';

async function mapped(error: unknown) {
  const response = toErrorResponse(error, 'req-1');
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('toErrorResponse', () => {
  it.each([
    [new ForbiddenError(), 403],
    [new NotFoundError('Application not found.'), 404],
    [new ConflictError('Already leased.'), 409],
    [new UnauthenticatedError('Invalid or revoked API token.'), 401],
    [new DomainError('Something domain-specific.'), 400],
    [new HttpError(413, 'Too big.'), 413],
  ])('maps %s to %i with the envelope and without errors', async (error, status) => {
    const { status: code, body } = await mapped(error);
    expect(code).toBe(status);
    expect(body).toEqual({ status: false, code: status, message: (error as Error).message });
  });

  it('maps ValidationError to 422 with its field errors', async () => {
    const { status, body } = await mapped(new ValidationError({ 'applicant.email': ['Enter a valid e-mail address.'] }));
    expect(status).toBe(422);
    expect(body).toEqual({ status: false, code: 422, message: 'The given data was invalid.', errors: { 'applicant.email': ['Enter a valid e-mail address.'] } });
  });

  it('sends Retry-After with 429, in whole seconds', async () => {
    const { status, headers } = await mapped(new RateLimitedError(12.2));
    expect(status).toBe(429);
    expect(headers.get('retry-after')).toBe('13');
  });

  it('maps an unreachable database to 503 with Retry-After', async () => {
    for (const error of [Object.assign(new Error('x'), { code: '08006' }), Object.assign(new Error('x'), { cause: { code: 'ECONNREFUSED' } }), Object.assign(new Error('x'), { code: '57P01' })]) {
      const { status, headers, body } = await mapped(error);
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBe('5');
      expect(body.message).not.toContain('x');
    }
  });

  it('hides anything else behind a 500 naming only the request id', async () => {
    const { status, body } = await mapped(new TypeError('cannot read ssn of undefined'));
    expect(status).toBe(500);
    expect(body).toEqual({ status: false, code: 500, message: 'Server error. Quote request id req-1 when contacting support.' });
  });
});
