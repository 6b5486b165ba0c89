import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The handler opens the process-wide database from the environment: point it at a scratch PGlite
// (or, when DATABASE_URL is set, the PostgreSQL test database) before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'leaseline-handler-'));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = 'silent';
  return dir;
});

import { getDatabase } from '@/db/client';
import { testDatabase } from '@/lib/testing/test-db';
import { GET as groupsGet } from '@/app/api/v1/applications/groups/route';
import { GET as catchAllGet } from '@/app/api/v1/[...path]/route';
import { GET as openApiGet, POST as openApiPost } from '@/app/api/v1/openapi.json/route';
import { GET as testGet } from '@/app/api/v1/test/route';
import { systemActor } from '@/lib/core/context';
import { createApiToken } from '@/lib/core/tokens/create-api-token';
import { revokeApiToken } from '@/lib/core/tokens/revoke-api-token';
import { insertRetailer, insertStore } from '@/lib/testing/fixtures';
import { ok } from './envelope';
import { sql } from 'drizzle-orm';
import { defineRoute, MAX_BODY_BYTES } from './handler';

const route = defineRoute({
  GET: async ({ ctx, requestId }) => ok({ actor: ctx.actor, requestId }),
  POST: async ({ json }) => ok({ received: await json() }),
  DELETE: async () => {
    throw new Error('connect failed: postgres://admin:hunter2@db.internal/leaseline');
  },
});

const noParams = { params: Promise.resolve({}) };
const URL_ = 'http://localhost/api/v1/thing';
let token: string;
let revoked: string;
let retailerId: number;

beforeAll(async () => {
  // Hand db/client the in-memory test database (migrating a fresh on-disk PGlite takes many seconds);
  // should that global ever be renamed, the handler still opens the scratch DATA_DIR above.
  (globalThis as { leaselineDb?: unknown }).leaselineDb = testDatabase();
  const { db } = await getDatabase();
  const retailer = await insertRetailer(db, 'handler');
  await insertStore(db, retailer, 'main');
  retailerId = retailer.id;
  token = (await createApiToken({ actor: systemActor, db }, { retailerSlug: retailer.slug })).token;
  const old = await createApiToken({ actor: systemActor, db }, { retailerSlug: retailer.slug });
  await revokeApiToken({ actor: systemActor, db }, old.id);
  revoked = old.token;
});

afterAll(async () => {
  await (await getDatabase()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const auth = (t = token) => ({ Authorization: `Bearer ${t}` });

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-request-id')).toBeTruthy();
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status: false, code: status });
  expect(typeof body.message).toBe('string');
  if (status !== 422) expect(body).not.toHaveProperty('errors');
  return body;
}

describe('apiHandler: authentication', () => {
  it('answers 401 without a token, with WWW-Authenticate', async () => {
    const response = await route.GET(new Request(URL_), noParams);
    const body = await expectError(response, 401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(body.message).toContain('Bearer');
  });

  it.each([
    ['an unknown token', { Authorization: 'Bearer ll_unknown' }],
    ['a revoked token', { Authorization: 'Bearer REVOKED' }],
    ['another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_name, headers) => {
    const h = { Authorization: headers.Authorization.replace('REVOKED', revoked) };
    await expectError(await route.GET(new Request(URL_, { headers: h }), noParams), 401);
  });

  it('passes the token actor to the handler', async () => {
    const response = await route.GET(new Request(URL_, { headers: auth() }), noParams);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: boolean; code: number; data: { actor: { kind: string; retailerId: number; storeId: number | null } } };
    expect(body).toMatchObject({ status: true, code: 200, data: { actor: { kind: 'token', retailerId, storeId: null } } });
  });
});

describe('apiHandler: request bodies', () => {
  const post = (body: BodyInit | null, headers: Record<string, string>) => route.POST(new Request(URL_, { method: 'POST', body, headers: { ...auth(), ...headers } }), noParams);

  it('parses a JSON body (including +json media types)', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.leaseline+json']) {
      const response = await post(JSON.stringify({ a: [1, 2] }), { 'Content-Type': type });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { received: { a: [1, 2] } } });
    }
  });

  it('reads a body sent in chunks, and one behind a byte-order mark', async () => {
    const encoder = new TextEncoder();
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['{"a": [1,', ' 2], "b": "é', '"}']) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }, { highWaterMark: 0 });
    const response = await route.POST(new Request(URL_, { method: 'POST', body: chunked, headers: { ...auth(), 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit), noParams);
    expect(await response.json()).toMatchObject({ data: { received: { a: [1, 2], b: 'é' } } });
    const withMark = await post('\uFEFF{"a": 1}', { 'Content-Type': 'application/json' });
    expect(await withMark.json()).toMatchObject({ data: { received: { a: 1 } } });
  });

  it('answers 415 when the body is not JSON', async () => {
    await expectError(await post('a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415);
    await expectError(await post('{}', {}), 415);
  });

  it('answers 400 for malformed JSON', async () => {
    const body = await expectError(await post('{"a": ', { 'Content-Type': 'application/json' }), 400);
    expect(body.message).toBe('The request body is not valid JSON.');
  });

  it('answers 413 over 256 KiB, whether declared or not', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await post(big, { 'Content-Type': 'application/json' }), 413);
    await expectError(await post('{}', { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) }), 413);
    const fits = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES - 20) });
    expect((await post(fits, { 'Content-Type': 'application/json' })).status).toBe(200);
  });
});

describe('apiHandler: the token before the body', () => {
  /** A body that records whether anyone pulled from it. */
  function watchedBody(text: string) {
    const state = { pulled: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        state.pulled = true;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }, { highWaterMark: 0 });
    return { state, stream };
  }
  const postStream = (stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    route.POST(new Request(URL_, { method: 'POST', body: stream, duplex: 'half', headers: { 'Content-Type': 'application/json', ...headers } } as RequestInit), noParams);

  it('never reads the body of a request whose token is missing, unknown or revoked', async () => {
    for (const headers of [{}, auth('ll_unknown'), auth(revoked)]) {
      const { state, stream } = watchedBody('{"a":1}');
      await expectError(await postStream(stream, headers), 401);
      expect(state.pulled).toBe(false);
    }
    const { state, stream } = watchedBody('{"a":1}');
    expect((await postStream(stream, auth())).status).toBe(200);
    expect(state.pulled).toBe(true);
  });

  it('gives the payment calculator 401 before it reads a body, even a malformed one', async () => {
    const { POST } = await import('@/app/api/v1/score/payments/route');
    const { state, stream } = watchedBody('{"application_id": ');
    const response = await POST(new Request('http://localhost/api/v1/score/payments', { method: 'POST', body: stream, duplex: 'half', headers: { 'Content-Type': 'application/json', ...auth('ll_unknown') } } as RequestInit), noParams);
    await expectError(response, 401);
    expect(state.pulled).toBe(false);
  });
});

describe('apiHandler: security and rate-limit headers', () => {
  it('sends no-store and a deny-all policy on every answer, success or error', async () => {
    const answers = [
      await route.GET(new Request(URL_, { headers: auth() }), noParams),
      await route.GET(new Request(URL_), noParams),
      await route.PUT(new Request(URL_, { method: 'PUT' }), noParams),
      await catchAllGet(new Request('http://localhost/api/v1/nothing-here')),
    ];
    for (const response of answers) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('counts every call against the token and says so in RateLimit-Policy / RateLimit', async () => {
    const first = await route.GET(new Request(URL_, { headers: auth() }), noParams);
    const second = await route.GET(new Request(URL_, { headers: auth() }), noParams);
    expect(first.headers.get('ratelimit-policy')).toBe('"api-token";q=600;w=60');
    const remaining = (r: Response) => Number(/r=(\d+)/.exec(r.headers.get('ratelimit') ?? '')![1]);
    expect(remaining(second)).toBeLessThan(remaining(first));
    expect(second.headers.get('ratelimit')).toMatch(/^"api-token";r=\d+;t=\d+$/);
  });

  it('answers 429 in the envelope with Retry-After past a token\'s own limit, and unlimited tokens of others go on', async () => {
    const { db } = await getDatabase();
    const limited = await createApiToken({ actor: systemActor, db }, { retailerSlug: (await db.query.retailers.findFirst({ where: (r, { eq }) => eq(r.id, retailerId) }))!.slug });
    await db.execute(sql`update api_tokens set rate_limit_per_minute = 3 where id = ${limited.id}`);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await route.GET(new Request(URL_, { headers: auth(limited.token) }), noParams);
      statuses.push(last.status);
    }
    // Three in the window, unless the window turned over between calls (then the weight of the
    // previous window still refuses the fifth).
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
    const body = await expectError(last!, 429);
    expect(body.message).toMatch(/Too many requests/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(last!.headers.get('ratelimit-policy')).toBe('"api-token";q=3;w=60');
    expect(last!.headers.get('ratelimit')).toMatch(/^"api-token";r=0;t=\d+$/);
    expect((await route.GET(new Request(URL_, { headers: auth() }), noParams)).status).toBe(200);
  });
});

describe('apiHandler: methods, failures and request ids', () => {
  it('answers an enveloped 405 with Allow for a method the route lacks', async () => {
    const response = await route.PUT(new Request(URL_, { method: 'PUT', headers: auth() }), noParams);
    const body = await expectError(response, 405);
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE');
    expect(body.message).toBe('Method not allowed. Use GET, POST, DELETE.');
  });

  it('hides the details of an unexpected error and returns the request id', async () => {
    const response = await route.DELETE(new Request(URL_, { method: 'DELETE', headers: auth() }), noParams);
    const body = await expectError(response, 500);
    const requestId = response.headers.get('x-request-id')!;
    expect(body.message).toContain(requestId);
    expect(JSON.stringify(body)).not.toMatch(/hunter2|postgres|connect failed|at /);
  });

  it('always sets X-Request-Id: a new UUID, or the caller\'s own when it is sane', async () => {
    const fresh = await route.GET(new Request(URL_), noParams);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await route.GET(new Request(URL_, { headers: { ...auth(), 'X-Request-Id': 'client-abc.123' } }), noParams);
    expect(echoed.headers.get('x-request-id')).toBe('client-abc.123');
    expect(((await echoed.json()) as { data: { requestId: string } }).data.requestId).toBe('client-abc.123');
    const cleaned = await route.GET(new Request(URL_, { headers: { 'X-Request-Id': 'bad id<script>\r' } }), noParams);
    expect(cleaned.headers.get('x-request-id')).toBe('badidscript');
    const long = await route.GET(new Request(URL_, { headers: { 'X-Request-Id': 'a'.repeat(500) } }), noParams);
    expect(long.headers.get('x-request-id')).toHaveLength(100);
    const notAllowed = await route.PATCH(new Request(URL_, { method: 'PATCH', headers: { 'X-Request-Id': 'r-405' } }), noParams);
    expect(notAllowed.headers.get('x-request-id')).toBe('r-405');
  });
});

describe('the /api/v1 routes', () => {
  it('GET /test answers outside the envelope with a valid token', async () => {
    const response = await testGet(new Request('http://localhost/api/v1/test', { headers: auth() }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, code: 200, message: expect.any(String) });
    await expectError(await testGet(new Request('http://localhost/api/v1/test'), noParams), 401);
  });

  it('GET /applications/groups validates the query with field errors', async () => {
    const response = await groupsGet(new Request('http://localhost/api/v1/applications/groups?per_page=101&sort_by=nope', { headers: auth() }), noParams);
    const body = await expectError(response, 422);
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors as object).sort()).toEqual(['per_page', 'sort_by']);
  });

  it('GET /applications/groups answers an empty page for a retailer without applications', async () => {
    const response = await groupsGet(new Request('http://localhost/api/v1/applications/groups?purchase_group=new', { headers: auth() }), noParams);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { data: unknown[]; total: number; first_page_url: string } };
    expect(body.data).toMatchObject({ data: [], total: 0, first_page_url: 'http://localhost/api/v1/applications/groups?purchase_group=new&page=1' });
  });

  it('unknown paths answer an enveloped 404', async () => {
    await expectError(await catchAllGet(new Request('http://localhost/api/v1/nope')), 404);
  });

  it('GET /openapi.json is public and names this server', async () => {
    const response = await openApiGet(new Request('http://localhost:3000/api/v1/openapi.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const doc = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000/api/v1' }]);
    const post = await openApiPost(new Request('http://localhost:3000/api/v1/openapi.json', { method: 'POST' }));
    await expectError(post, 405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
