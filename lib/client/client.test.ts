import { describe, expect, it } from 'vitest';
import { createLeaselineClient, LeaselineApiError, LeaselineNetworkError, resolveBaseUrl, toSearchParams } from './index';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'rid-1', ...headers } });

describe('createLeaselineClient', () => {
  it('accepts the deployment origin or the full API base', () => {
    expect(resolveBaseUrl('https://lease.example')).toBe('https://lease.example/api/v1');
    expect(resolveBaseUrl('https://lease.example/')).toBe('https://lease.example/api/v1');
    expect(resolveBaseUrl('https://lease.example/api/v1/')).toBe('https://lease.example/api/v1');
    expect(resolveBaseUrl('http://127.0.0.1:3300/prefix/api/v1')).toBe('http://127.0.0.1:3300/prefix/api/v1');
  });

  it('sends the token, Accept and Laravel-style list parameters', async () => {
    const { fetch, calls } = fakeFetch(() => json({ status: true, code: 200, data: { total: 0 } }));
    const client = createLeaselineClient({ baseUrl: 'https://lease.example', token: 'll_abc', fetch });
    const result = await client.listApplicationGroups({ purchase_group: 'funded', stores: [3, 4], statuses: ['L'], page: 2, date_from: undefined });
    expect(result).toEqual({ status: true, code: 200, data: { total: 0 } });
    expect(calls[0]!.url).toBe('https://lease.example/api/v1/applications/groups?purchase_group=funded&stores%5B%5D=3&stores%5B%5D=4&statuses%5B%5D=L&page=2');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer ll_abc' });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('sends JSON bodies through the generic request', async () => {
    const { fetch, calls } = fakeFetch(() => json({ status: true, code: 200, data: 'ok' }));
    const client = createLeaselineClient({ baseUrl: 'https://lease.example/api/v1', token: 't', fetch, headers: { 'User-Agent': 'shop/1.0' } });
    await client.request('POST', '/applications/1/send-verification', { mode: 'email' }, { idempotencyKey: 'k-1' });
    expect(calls[0]!.url).toBe('https://lease.example/api/v1/applications/1/send-verification');
    expect(calls[0]!.init.body).toBe('{"mode":"email"}');
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1', 'User-Agent': 'shop/1.0', Authorization: 'Bearer t' });
  });

  it('throws LeaselineApiError with status, code, message, field errors and request id', async () => {
    const { fetch } = fakeFetch(() =>
      json({ status: false, code: 422, message: 'The given data was invalid.', errors: { per_page: ['The per page must be a whole number from 1 to 100.'] } }, 422),
    );
    const client = createLeaselineClient({ baseUrl: 'https://lease.example', token: 't', fetch });
    const error = (await client.listApplicationGroups({ per_page: 101 }).catch((e: unknown) => e)) as LeaselineApiError;
    expect(error).toBeInstanceOf(LeaselineApiError);
    expect(error).toMatchObject({ status: 422, code: 422, message: 'The given data was invalid.', requestId: 'rid-1' });
    expect(error.errors).toEqual({ per_page: ['The per page must be a whole number from 1 to 100.'] });
    expect(error.hasFieldError('per_page')).toBe(true);
  });

  it('reads Retry-After, and copes with bodies that are not the envelope', async () => {
    const { fetch } = fakeFetch(({ url }) =>
      url.endsWith('/busy')
        ? json({ status: false, code: 429, message: 'Too many requests. Try again later.' }, 429, { 'Retry-After': '7' })
        : new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createLeaselineClient({ baseUrl: 'https://lease.example', fetch });
    await expect(client.request('GET', '/busy')).rejects.toMatchObject({ status: 429, retryAfter: 7 });
    const error = (await client.request('GET', '/proxy').catch((e: unknown) => e)) as LeaselineApiError;
    expect(error).toMatchObject({ status: 502, code: 502, requestId: null, body: '<html>Bad gateway</html>' });
    expect(error.message).toContain('HTTP 502 Bad Gateway');
  });

  it('treats `status: false` as an error even with HTTP 200', async () => {
    const { fetch } = fakeFetch(() => json({ status: false, code: 409, message: 'Conflict.' }, 200));
    await expect(createLeaselineClient({ baseUrl: 'https://lease.example', fetch }).test()).rejects.toMatchObject({ status: 200, code: 409 });
  });

  it('wraps transport failures in LeaselineNetworkError', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await createLeaselineClient({ baseUrl: 'https://lease.example', fetch }).test().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LeaselineNetworkError);
    expect((error as Error).message).toContain('GET https://lease.example/api/v1/test failed: fetch failed');
  });

  it('encodes query values, leaving out null and undefined', () => {
    expect(toSearchParams({ a: 'x y', b: null, c: undefined, d: true, e: [] }).toString()).toBe('a=x+y&d=true');
  });
});
