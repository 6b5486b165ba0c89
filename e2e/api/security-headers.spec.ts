import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, tokenFor, world } from '../fixtures/world';
import { approvedApplication, call, leaseBody } from './lease-support';

/**
 * The security headers as served (lib/http/security-headers.ts), on a portal page, an API answer, the
 * signing page and PDF downloads, checked the way the MDN HTTP Observatory grades them (its header
 * tests written out: the Observatory itself only scans public hosts on default ports).
 */

// A store whose approved applications no other spec takes (leases, payments and e-sign specs use Houston's).
const STORE = 'acme/miami';

/** Observatory: content-security-policy, x-content-type-options, x-frame-options, referrer-policy, cors. */
function expectObservatoryPasses(response: APIResponse, what: string, options: { frameAncestors?: string; referrer?: string } = {}) {
  const h = response.headers();
  const csp = h['content-security-policy'];
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = new Map(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
  const scripts = directives.get('script-src') ?? directives.get('default-src')!;
  expect(scripts, `${what}: script-src`).toBeTruthy();
  // csp-implemented-with-no-unsafe: no inline script or eval, no scheme-wide sources.
  expect(scripts, `${what}: no unsafe-inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  for (const source of scripts) expect(source, `${what}: script source ${source}`).not.toMatch(/^(\*|https?:|data:)$/);
  // object-src none (directly or through default-src 'none'), base-uri and frame-ancestors set.
  expect(directives.get('object-src') ?? directives.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  if (directives.has('script-src')) expect(directives.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual([options.frameAncestors ?? "'none'"]);
  expect(h['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  if (options.referrer) expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBe(options.referrer);
  expect(h['permissions-policy'], `${what}: Permissions-Policy`).toContain('camera=()');
  expect(h['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin');
  expect(h['access-control-allow-origin'], `${what}: no CORS wildcard`).toBeUndefined();
  expect(h['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined();
  // Served over plain http here: no HSTS (it would be ignored, and pins nothing).
  expect(h['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
}

async function signIn(request: APIRequestContext, headers: Record<string, string> = {}) {
  const csrf = (await (await request.get('/api/auth/csrf', { headers })).json()) as { csrfToken: string };
  return request.post('/api/auth/callback/credentials', {
    headers,
    form: { email: world().users.find((u) => u.role === 'manager')!.email, password: DEMO_PASSWORD, csrfToken: csrf.csrfToken, callbackUrl: '/applications' },
    maxRedirects: 0,
  });
}

test('a portal page: nonce CSP (fresh per response), the base set, and a session cookie that is HttpOnly and SameSite=Lax', async ({ request }) => {
  const signedIn = await signIn(request);
  expect(signedIn.status()).toBe(302);
  const cookie = signedIn.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('authjs.session-token='))!.value;
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  expect(cookie).not.toMatch(/;\s*Secure/i); // plain http here; see the https test below

  const page = await request.get('/applications');
  expect(page.status()).toBe(200);
  expectObservatoryPasses(page, 'portal page', { referrer: 'strict-origin-when-cross-origin' });
  const csp = page.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(csp).toContain("'strict-dynamic'");
  // Next.js stamps its scripts with this response's nonce.
  const html = await page.text();
  expect(html).toContain(`nonce="${nonce}"`);
  const again = await request.get('/applications');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
  expect(page.headers()['cache-control']).not.toMatch(/public/);
});

test('over https (X-Forwarded-Proto from the proxy in front): HSTS, upgrade-insecure-requests, and a Secure __Secure- session cookie', async ({ playwright }) => {
  const https = { 'X-Forwarded-Proto': 'https' };
  const request = await playwright.request.newContext({ baseURL: world().baseURL, extraHTTPHeaders: https });
  const signedIn = await signIn(request, https);
  const cookie = signedIn.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && /session-token=/.test(h.value))!.value;
  expect(cookie).toMatch(/^__Secure-authjs\.session-token=/);
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  const login = await request.get('/login');
  const hsts = login.headers()['strict-transport-security'];
  expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(15_552_000);
  expect(login.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  const api = await request.get('/api/v1/test', { headers: { Authorization: `Bearer ${tokenFor(STORE)}` } });
  expect(api.headers()['strict-transport-security']).toBe(hsts);
  await request.dispose();
});

test('an API answer (success and error): deny-all CSP, no-store, the base set', async ({ request }) => {
  const okAnswer = await request.get('/api/v1/test', { headers: { Authorization: `Bearer ${tokenFor(STORE)}` } });
  expect(okAnswer.status()).toBe(200);
  const unauthenticated = await request.get('/api/v1/test');
  const missing = await request.get('/api/v1/no-such-thing', { headers: { Authorization: `Bearer ${tokenFor(STORE)}` } });
  for (const [what, response] of [['API 200', okAnswer], ['API 401', unauthenticated], ['API 404', missing]] as const) {
    expectObservatoryPasses(response, what);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['cache-control'], what).toBe('no-store');
  }
  expect(okAnswer.headers()['ratelimit-policy']).toMatch(/^"api-token";q=\d+;w=60$/);
});

test('the signing page and the contract PDFs', async ({ request }) => {
  const signing = await request.get('/sign/not-a-real-signing-token');
  expect(signing.status()).toBe(200);
  expectObservatoryPasses(signing, 'signing page', { referrer: 'no-referrer' });
  expect(signing.headers()['content-security-policy']).toContain("frame-src 'self'");

  // The signing page frames its own contract, so that route (and only it) may be framed by us.
  const framed = await request.get('/sign/not-a-real-signing-token/contract');
  expectObservatoryPasses(framed, 'signing contract', { frameAncestors: "'self'", referrer: 'no-referrer' });

  const app = await approvedApplication(STORE);
  const lease = await call('POST', '/leases', STORE, leaseBody(app));
  expect(lease.status, JSON.stringify(lease.body)).toBe(200);
  const auth = { Authorization: `Bearer ${tokenFor(STORE)}`, Accept: 'application/json' };
  const pdf = await request.post('/api/v1/applications/contract/pdf', { headers: auth, data: { appID: app.id, format: 'pdf' } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expectObservatoryPasses(pdf, 'API PDF download', { referrer: 'strict-origin-when-cross-origin' });
  expect(pdf.headers()['cache-control']).toBe('no-store');

  const linked = await request.post('/api/v1/applications/contract/pdf', { headers: auth, data: { appID: app.id, format: 'url' } });
  const url = new URL(((await linked.json()) as { data: { url: string } }).data.url);
  const download = await request.get(url.pathname + url.search);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expectObservatoryPasses(download, 'signed contract link', { referrer: 'no-referrer' });
});

test('health checks answer without a token, in the envelope, never cached', async ({ request }) => {
  const live = await request.get('/api/health/live');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: true, code: 200, data: { status: 'live' } });
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: true, code: 200, data: { status: 'ready', checks: { database: 'ok', migrations: 'ok', shutdown: 'running' } } });
  expect(ready.headers()['cache-control']).toBe('no-store');
});
