import { describe, expect, it } from 'vitest';
import { inRollback } from '@/lib/testing/test-db';
import { ProcessorUnavailableError } from '@/lib/core/payments/errors';
import { idempotencyKeyOf, requestHash, withIdempotency } from './idempotency';

const actor = { kind: 'token' as const, tokenId: 7, retailerId: 1, storeId: null };
const other = { kind: 'token' as const, tokenId: 8, retailerId: 1, storeId: null };
const post = (body: string) => new Request('https://x.test/api/v1/cards/charge-card', { method: 'POST', body, headers: { 'Idempotency-Key': 'k1' } });

describe('withIdempotency', () => {
  it('runs once, replays byte for byte, refuses another body (422) and a key still running (409)', () =>
    inRollback(async (ctx) => {
      let runs = 0;
      const handle = async () => {
        runs += 1;
        return Response.json({ status: true, code: 200, data: { n: runs } }, { headers: { 'X-Request-Id': 'first' } });
      };
      const hash = requestHash(post('{"a":1,"b":2}'), '{"a":1,"b":2}');
      expect(requestHash(post(''), '{ "b": 2, "a": 1 }')).toBe(hash);
      const first = await withIdempotency({ db: ctx.db, actor, key: 'k1', hash, requestId: 'r1' }, handle);
      const again = await withIdempotency({ db: ctx.db, actor, key: 'k1', hash, requestId: 'r2' }, handle);
      expect(runs).toBe(1);
      expect(await again.text()).toBe(await first.text());
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(again.headers.get('X-Request-Id')).toBeNull();

      const otherBody = await withIdempotency({ db: ctx.db, actor, key: 'k1', hash: requestHash(post('{"a":2}'), '{"a":2}'), requestId: 'r3' }, handle);
      expect(otherBody.status).toBe(422);
      expect((await otherBody.json()).errors).toHaveProperty('Idempotency-Key');

      // Another caller's same key is another key.
      await withIdempotency({ db: ctx.db, actor: other, key: 'k1', hash, requestId: 'r4' }, handle);
      expect(runs).toBe(2);

      // While a request holds its key, the same key answers 409.
      let release!: () => void;
      const slow = withIdempotency({ db: ctx.db, actor, key: 'k2', hash, requestId: 'r5' }, () => new Promise<Response>((resolve) => (release = () => resolve(Response.json({ ok: 1 })))));
      await new Promise((resolve) => setImmediate(resolve));
      const during = await withIdempotency({ db: ctx.db, actor, key: 'k2', hash, requestId: 'r6' }, handle);
      expect(during.status).toBe(409);
      release();
      expect((await slow).status).toBe(200);
    }));

  it('keeps 4xx answers, releases 500s and definite processor failures, keeps an uncertain one', () =>
    inRollback(async (ctx) => {
      const hash = 'h';
      let runs = 0;
      const failing = (error: unknown) => async () => {
        runs += 1;
        throw error;
      };
      const run = (key: string, error: unknown) => withIdempotency({ db: ctx.db, actor, key, hash, requestId: 'r' }, failing(error));
      expect((await run('a', new Error('boom'))).status).toBe(500);
      expect((await run('a', new Error('boom'))).status).toBe(500);
      expect(runs).toBe(2);
      expect((await run('b', new ProcessorUnavailableError('p', true))).status).toBe(502);
      expect((await run('b', new ProcessorUnavailableError('p', true))).status).toBe(502);
      expect(runs).toBe(4);
      expect((await run('c', new ProcessorUnavailableError('p', false))).status).toBe(502);
      const replayed = await run('c', new ProcessorUnavailableError('p', false));
      expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
      expect(runs).toBe(5);
    }));

  it('validates the header: 1–255 printable characters', () => {
    const request = (key: string) => new Request('https://x.test/', { method: 'POST', headers: { 'Idempotency-Key': key } });
    expect(idempotencyKeyOf(request('abc-123'))).toBe('abc-123');
    expect(idempotencyKeyOf(new Request('https://x.test/', { method: 'POST' }))).toBeNull();
    expect(() => idempotencyKeyOf(request('x'.repeat(256)))).toThrow();
    expect(() => idempotencyKeyOf(request('has space'))).toThrow();
  });
});
