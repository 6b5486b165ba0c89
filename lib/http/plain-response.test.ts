import { describe, expect, it } from 'vitest';
import { headerRecord, plainResponse, responseParts, withHeaders } from './plain-response';

describe('plain responses', () => {
  it('keep their status, body and headers readable, and answer like any Response', async () => {
    const response = plainResponse('{"a":1}', 201, { 'content-type': 'application/json' });
    expect(responseParts(response)).toEqual({ status: 201, body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"a":1}');
  });

  it('gain headers as a new plain response: the added value wins over the one it had, the first response is untouched', async () => {
    const first = plainResponse('x', 200, { 'content-type': 'text/plain', 'cache-control': 'public' });
    const second = withHeaders(first, { 'cache-control': 'no-store', 'x-request-id': 'r1' });
    expect(second).not.toBe(first);
    expect(responseParts(second)?.headers).toEqual({ 'content-type': 'text/plain', 'cache-control': 'no-store', 'x-request-id': 'r1' });
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await second.text()).toBe('x');
    expect(responseParts(first)?.headers).toEqual({ 'content-type': 'text/plain', 'cache-control': 'public' });
  });

  it('set the headers of any other response on it, one by one', () => {
    const other = new Response(null, { status: 204, headers: { Allow: 'GET' } });
    expect(withHeaders(other, { 'x-content-type-options': 'nosniff' })).toBe(other);
    expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    expect(responseParts(other)).toBeUndefined();
  });

  it('read any HeadersInit as a record with lower-case names', () => {
    expect(headerRecord(undefined)).toEqual({});
    expect(headerRecord({ 'Retry-After': '5', 'WWW-Authenticate': 'Bearer' })).toEqual({ 'retry-after': '5', 'www-authenticate': 'Bearer' });
    expect(headerRecord([['X-A', '1']])).toEqual({ 'x-a': '1' });
    expect(headerRecord(new Headers({ 'X-B': '2' }))).toEqual({ 'x-b': '2' });
  });
});
