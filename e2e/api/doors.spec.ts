import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { openApiDocument } from '@/lib/api/openapi/document';
import { freePort } from '../fixtures/free-port';
import { tokenFor, world } from '../fixtures/world';

/**
 * Issue 20: the production server's lean API door answers exactly as Next.js's own router did. The
 * same build runs under `next start` (the door it replaced) beside the test server, on the run's
 * PostgreSQL database, and every sampled request goes to both: status, body byte for byte, and the
 * headers a client or a cache acts on. The sample covers every route of the OpenAPI document (401
 * without a token, 404 out of scope, 405) and the edges: success, 415, 400, 413, 422, HEAD, OPTIONS,
 * an unknown path, and an idempotent replay.
 *
 * PGlite has one owner per data directory, so a second server cannot share the test server's: this
 * spec runs on PostgreSQL (CI runs the suite on both).
 */
const HEADERS_THAT_MATTER = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'permissions-policy',
  'x-permitted-cross-domain-policies',
  'referrer-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'x-request-id',
  'allow',
  'www-authenticate',
  'retry-after',
  'ratelimit-policy',
  'ratelimit',
  'idempotent-replayed',
  'content-disposition',
  'location',
  'access-control-allow-origin',
];

type Answer = { status: number; body: string; headers: Record<string, string | null> };
type Sample = { name: string; method: string; path: string; token?: string | null; body?: string; headers?: Record<string, string> };

let nextStart: ChildProcess | undefined;
let nextURL = '';

async function send(base: string, sample: Sample, requestId: string, extra: Record<string, string> = {}): Promise<Answer> {
  // One public host for both (links and the document's server are built from it), no compression.
  const headers: Record<string, string> = { 'X-Request-Id': requestId, 'X-Forwarded-Host': 'doors.leaseline.test', 'Accept-Encoding': 'identity', ...sample.headers, ...extra };
  const token = sample.token === undefined ? tokenFor('acme') : sample.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (sample.body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${base}${sample.path}`, { method: sample.method, headers, body: sample.body }).catch((error: unknown) => {
    throw new Error(`${sample.name}: ${sample.method} ${base}${sample.path} failed`, { cause: error });
  });
  const body = await response.text();
  const picked = Object.fromEntries(HEADERS_THAT_MATTER.map((name) => [name, response.headers.get(name)]));
  // The remaining count moves with every request either door counts; the limit and its policy must agree.
  if (picked.ratelimit) picked.ratelimit = picked.ratelimit.replace(/r=\d+/, 'r=N').replace(/t=\d+/, 't=N');
  return { status: response.status, body, headers: picked };
}

/**
 * Where two bodies part, with some text either side; null when they are the same. A full diff of the
 * 300 KB OpenAPI document takes the event loop for seconds (long enough for `next start` to close its
 * idle keep-alive sockets under the client, so the next request fails), and says less than this.
 */
function bodyDifference(viaNext: string, viaServer: string): string | null {
  if (viaNext === viaServer) return null;
  let at = 0;
  while (at < viaNext.length && viaNext[at] === viaServer[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  return `bodies part at character ${at} (lengths ${viaNext.length} and ${viaServer.length}):\n  next start: ${around(viaNext)}\n  server:     ${around(viaServer)}`;
}

/** Both doors, one after the other, with the same request id; the production server's answer. */
async function expectSameAnswer(sample: Sample): Promise<Answer> {
  const requestId = `doors-${sample.name.replace(/\W+/g, '-')}`.slice(0, 90);
  const viaNext = await send(nextURL, sample, requestId);
  const viaServer = await send(world().serverURL, sample, requestId);
  const label = `${sample.name}: ${sample.method} ${sample.path}`;
  expect.soft({ status: viaServer.status, headers: viaServer.headers }, label).toEqual({ status: viaNext.status, headers: viaNext.headers });
  expect.soft(bodyDifference(viaNext.body, viaServer.body), label).toBeNull();
  return viaServer;
}

/** A price without an application (SPEC 2.12's worked example), the same answer on every call. */
const PRICING_EXAMPLE = { option: 'A', paymentFrequency: '14-day', rating: 3, modelVersion: 1, score: 700, leaseAmount: 1000, incomeFrequency: 'bi-weekly', companyState: 'TX', zipCode: '77002', ocpIncluded: true };

const concrete = (route: string) => `/api/v1${route.replace(/\{[^}]+\}/g, '999999999')}`;

test.describe('the two doors answer alike', () => {
  test.beforeAll(async () => {
    const w = world();
    test.skip(!w.databaseUrl, 'Both doors must share one database: PostgreSQL only (PGlite has one owner).');
    test.setTimeout(180_000);
    const port = await freePort();
    const dataDir = path.dirname(w.serverLog);
    const log = createWriteStream(path.join(dataDir, 'next-start.log'), { flags: 'a' });
    const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
    nextStart = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...process.env, DATABASE_URL: w.databaseUrl!, DATA_DIR: dataDir, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test', PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nextStart.stdout!.pipe(log);
    nextStart.stderr!.pipe(log);
    nextURL = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 900; i++) {
      if (nextStart.exitCode !== null) throw new Error(`next start exited with ${nextStart.exitCode}; see ${path.join(dataDir, 'next-start.log')}`);
      if (await fetch(`${nextURL}/api/v1/test`).then((r) => r.status === 401, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('next start did not come up in 180 s');
  });

  test.afterAll(async () => {
    if (!nextStart || nextStart.exitCode !== null) return;
    const exited = new Promise((resolve) => nextStart!.once('exit', resolve));
    nextStart.kill('SIGTERM');
    await exited;
  });

  test('every documented route: without a token, out of scope, and with a method it does not have', async () => {
    const document = openApiDocument();
    let samples = 0;
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const upper = method.toUpperCase();
        const body = upper === 'GET' || upper === 'DELETE' ? undefined : '{}';
        await expectSameAnswer({ name: `${upper} ${route} anonymous`, method: upper, path: concrete(route), token: null, body });
        if (route.includes('{')) await expectSameAnswer({ name: `${upper} ${route} out of scope`, method: upper, path: concrete(route), body });
        samples += 2;
      }
      const missing = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].find((m) => !(m.toLowerCase() in operations))!;
      await expectSameAnswer({ name: `${missing} ${route} not allowed`, method: missing, path: concrete(route), body: missing === 'GET' || missing === 'DELETE' ? undefined : '{}' });
      samples++;
    }
    expect(samples).toBeGreaterThan(60);
  });

  test('success, the body rules, the automatic methods and an unknown path', async () => {
    // A seeded lease of acme's (the acme token reads it; another retailer's is 404).
    let loanNumber: string | undefined;
    for (const lease of world().leases.slice(0, 40)) {
      const found = await send(world().serverURL, { name: 'find lease', method: 'GET', path: `/api/v1/leases/${encodeURIComponent(lease.loanNumber)}` }, 'doors-find-lease');
      if (found.status === 200) loanNumber = lease.loanNumber;
      if (loanNumber) break;
    }
    expect(loanNumber, 'acme has a seeded lease').toBeTruthy();
    const groups = await expectSameAnswer({ name: 'groups default', method: 'GET', path: '/api/v1/applications/groups' });
    expect(groups.status).toBe(200);
    const applicationId = (JSON.parse(groups.body) as { data: { data: { id: number }[] } }).data.data[0]!.id;
    const payments = JSON.stringify(PRICING_EXAMPLE);
    const samples: Sample[] = [
      { name: 'test', method: 'GET', path: '/api/v1/test' },
      { name: 'test bad token', method: 'GET', path: '/api/v1/test', token: 'll_nope' },
      { name: 'openapi', method: 'GET', path: '/api/v1/openapi.json', token: null },
      { name: 'groups filtered', method: 'GET', path: '/api/v1/applications/groups?purchase_group=closed&sort_by=updated_at&sort_order=desc&page=2' },
      { name: 'groups bad query', method: 'GET', path: '/api/v1/applications/groups?per_page=abc&sort_by=nothing' },
      { name: 'application', method: 'GET', path: `/api/v1/applications/${applicationId}` },
      { name: 'lease by loan number', method: 'GET', path: `/api/v1/leases/${encodeURIComponent(loanNumber!)}` },
      { name: 'payments', method: 'POST', path: '/api/v1/score/payments', body: payments },
      { name: 'payments 422', method: 'POST', path: '/api/v1/score/payments', body: '{"application_id":"x"}' },
      { name: 'payments 415', method: 'POST', path: '/api/v1/score/payments', body: payments, headers: { 'Content-Type': 'text/plain' } },
      { name: 'payments 400', method: 'POST', path: '/api/v1/score/payments', body: '{"application_id":' },
      { name: 'payments 413', method: 'POST', path: '/api/v1/score/payments', body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }) },
      { name: 'applications 422', method: 'POST', path: '/api/v1/applications', body: '{}' },
      { name: 'HEAD test', method: 'HEAD', path: '/api/v1/test' },
      { name: 'OPTIONS test', method: 'OPTIONS', path: '/api/v1/test' },
      { name: 'OPTIONS lease', method: 'OPTIONS', path: `/api/v1/leases/${encodeURIComponent(loanNumber!)}` },
      { name: 'unknown path', method: 'GET', path: '/api/v1/no/such/thing' },
      { name: 'unknown path anonymous', method: 'POST', path: '/api/v1/nothing-here', token: null, body: '{}' },
      { name: 'https', method: 'GET', path: '/api/v1/test', headers: { 'X-Forwarded-Proto': 'https' } },
    ];
    const statuses = new Map<string, number>();
    for (const sample of samples) statuses.set(sample.name, (await expectSameAnswer(sample)).status);
    expect(Object.fromEntries(statuses)).toMatchObject({ test: 200, 'test bad token': 401, openapi: 200, 'payments 415': 415, 'payments 400': 400, 'payments 413': 413, 'applications 422': 422, 'HEAD test': 200, 'OPTIONS test': 204, 'unknown path': 404 });
  });

  test('an idempotent replay is the first answer again, on either door', async () => {
    const body = JSON.stringify({ ...PRICING_EXAMPLE, leaseAmount: 1500 });
    const stamp = Date.now();
    const replays: Answer[] = [];
    for (const [door, base] of [['next', nextURL], ['server', world().serverURL]] as const) {
      const sample: Sample = { name: `replay ${door}`, method: 'POST', path: '/api/v1/score/payments', body, headers: { 'Idempotency-Key': `doors-${door}-${stamp}` } };
      const first = await send(base, sample, 'doors-replay');
      const again = await send(base, sample, 'doors-replay');
      expect(first.status).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      replays.push(again);
    }
    expect(replays[1]).toEqual({ ...replays[0], headers: { ...replays[0]!.headers } });
  });
});

test.describe('compression at the production server', () => {
  test('JSON above 1 KiB goes out as Brotli or gzip by Accept-Encoding, the same bytes once decoded; small answers as they are', async () => {
    const url = `${world().serverURL}/api/v1/openapi.json`;
    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(50_000);
    // node's http client does not decode, so the bytes on the wire are seen as sent.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, bytes: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
    expect(br.bytes.length).toBeLessThan(text.length / 4);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(text);
    const small = await fetch(`${world().serverURL}/api/v1/test`, { headers: { Authorization: `Bearer ${tokenFor('acme')}`, 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  test('an API answer above 1 KiB: compressed when the client asks, as it is otherwise, with Vary either way', async () => {
    const { request } = await import('node:http');
    const url = `${world().serverURL}/api/v1/applications/groups`;
    const get = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{ status: number; encoding: string | undefined; vary: string | undefined; length: string | undefined; body: Buffer }>((resolve, reject) => {
        request(url, { method, headers: { Authorization: `Bearer ${tokenFor('acme')}`, ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], vary: response.headers.vary, length: response.headers['content-length'], body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.encoding).toBeUndefined();
    expect(plain.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.length)).toBe(plain.body.length);
    const text = plain.body.toString('utf8');
    expect((JSON.parse(text) as { status: boolean }).status).toBe(true);
    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.vary).toMatch(/accept-encoding/i);
    // The same answer once decoded (the maintained counts and rows do not move between the two requests).
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(text);
    const head = await get({ 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.encoding).toBeUndefined();
    expect(head.vary).toMatch(/accept-encoding/i);
  });

  test('the portal’s pages and scripts go out as Brotli too', async () => {
    const { request } = await import('node:http');
    const get = (url: string) =>
      new Promise<{ status: number; encoding: string | undefined; type: string | undefined; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], type: response.headers['content-type'], body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const login = await get(`${world().serverURL}/login`);
    expect(login.status).toBe(200);
    expect(login.encoding).toBe('br');
    const html = brotliDecompressSync(login.body).toString('utf8');
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the login page loads a script').toBeTruthy();
    const asset = await get(`${world().serverURL}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.encoding).toBe('br');
  });
});
