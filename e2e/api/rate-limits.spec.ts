import { expect, test } from '@playwright/test';
import { tokenFor } from '../fixtures/world';

/**
 * Rate limits over HTTP (lib/core/rate-limits): identity look-ups stop answering after 10 guesses of one
 * tuple a minute, with 429 in the envelope, Retry-After and the IETF RateLimit headers. The seeded tokens
 * carry a high per-token override (scripts/e2e-server.ts), so this is the tuple's own limit at work.
 */

const auth = (scope: string) => ({ Authorization: `Bearer ${tokenFor(scope)}`, Accept: 'application/json' });

test('phone-system-lookup: the 11th guess of one identity in a minute is a 429, across tokens', async ({ request }) => {
  // A tuple nobody else in the suite uses: a random birth date.
  const year = 1950 + Math.floor(Math.random() * 40);
  const query = { date_of_birth: `${year}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`, ssn_last_four: '4321', zip_code: '77002' };
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await request.post('/api/v1/applications/phone-system-lookup', { headers: auth(i % 2 ? 'acme' : 'acme/houston'), data: query });
    statuses.push(response.status());
    expect(response.headers()['ratelimit-policy']).toContain('"identity-tuple";q=10;w=60');
  }
  expect(statuses).toEqual(Array(10).fill(200));
  const refused = await request.post('/api/v1/applications/phone-system-lookup', { headers: auth('globex'), data: query });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({ status: false, code: 429, message: 'Too many look-ups. Try again later.' });
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()['ratelimit-policy']).toContain('"identity-tuple";q=10;w=60');
  expect(refused.headers()['ratelimit']).toMatch(/"identity-tuple";r=0;t=\d+/);
  // Another identity still answers.
  const other = await request.post('/api/v1/applications/phone-system-lookup', { headers: auth('globex'), data: { ...query, ssn_last_four: '4322' } });
  expect(other.status()).toBe(200);
});

test('every API answer carries the token policy, and a token past its limit gets 429 with Retry-After', async ({ request }) => {
  const response = await request.get('/api/v1/test', { headers: auth('acme/houston') });
  expect(response.headers()['ratelimit-policy']).toMatch(/^"api-token";q=\d+;w=60$/);
  expect(response.headers()['ratelimit']).toMatch(/^"api-token";r=\d+;t=\d+$/);
});

test('public signed links are limited per client IP', async ({ request }) => {
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  let last = 0;
  for (let i = 0; i < 61; i++) last = (await request.get('/contracts/not-a-real-link', { headers: { 'X-Forwarded-For': ip } })).status();
  expect(last).toBe(429);
  const refused = await request.get('/contracts/not-a-real-link', { headers: { 'X-Forwarded-For': ip } });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.headers()['ratelimit-policy']).toBe('"public-link";q=60;w=60');
  // Another address is not held back.
  expect((await request.get('/contracts/not-a-real-link', { headers: { 'X-Forwarded-For': '198.51.100.251' } })).status()).not.toBe(429);
});

test('one client address rule everywhere: a forged leading X-Forwarded-For entry does not escape a per-IP limit', async ({ request }) => {
  // Behind one proxy (TRUSTED_PROXY_HOPS=1, lib/http/client-ip.ts) the client is the last entry; whatever the
  // client wrote before it changes nothing, on the public links as on the API, sign-in and /apply/*.
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  let last = 0;
  for (let i = 0; i < 61; i++) last = (await request.get('/contracts/not-a-real-link', { headers: { 'X-Forwarded-For': `10.${i}.0.1, ${ip}` } })).status();
  expect(last).toBe(429);
  expect((await request.get('/contracts/not-a-real-link', { headers: { 'X-Forwarded-For': `192.0.2.1, ${ip}` } })).status()).toBe(429);
});

test('sign-in is limited per account: past the limit the form answer says to wait', async ({ request }) => {
  const email = `nobody-${Date.now()}@example.com`;
  let location = '';
  for (let i = 0; i < 21; i++) {
    const csrf = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const response = await request.post('/api/auth/callback/credentials', { form: { email, password: 'wrong-password', csrfToken: csrf.csrfToken }, maxRedirects: 0 });
    location = response.headers()['location'] ?? '';
  }
  expect(location).toContain('code=rate_limited');
});
