import { expect, test } from '@playwright/test';
import { apiError, clientFor } from './support';

test.describe('GET /test', () => {
  test('a valid store or retailer token connects', async () => {
    for (const scope of ['acme/houston', 'acme', 'globex/brooklyn']) {
      const body = await clientFor(scope).test();
      expect(body).toEqual({ status: true, code: 200, message: expect.stringMatching(/\S/) });
    }
  });

  test('an invalid token is refused with an enveloped 401', async () => {
    const error = await apiError(clientFor(undefined, 'll_this-is-not-a-token').test());
    expect(error.status).toBe(401);
    expect(error.code).toBe(401);
    expect(error.message).toMatch(/token/i);
    expect(error.errors).toBeUndefined();
    expect(error.requestId).toBeTruthy();
    expect(error.body).toEqual({ status: false, code: 401, message: error.message });
  });

  test('a missing token is refused with an enveloped 401', async () => {
    const error = await apiError(clientFor().test());
    expect(error).toMatchObject({ status: 401, code: 401 });
    expect(error.message).toContain('Bearer');
  });

  test('every answer carries X-Request-Id and 401 names the Bearer scheme', async ({ request }) => {
    const anonymous = await request.get('/api/v1/test');
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['www-authenticate']).toBe('Bearer');
    expect(anonymous.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request.get('/api/v1/test', { headers: { 'X-Request-Id': 'e2e-trace-1' } });
    expect(echoed.headers()['x-request-id']).toBe('e2e-trace-1');
  });
});
