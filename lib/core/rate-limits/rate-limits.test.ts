import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inRollback } from '@/lib/testing/test-db';
import { useTestKeys, rawRows } from '../applications/testing';
import { RateLimitedError } from '../errors';
import { consumeRateLimit, currentHits, enforceRateLimit, pruneRateLimitWindows, type RateLimitPolicy } from '.';

beforeAll(() => useTestKeys());

const perMinute: RateLimitPolicy = { name: 'test', limit: 3, windowSeconds: 60 };
const at = (iso: string) => new Date(iso);

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses with a retry time inside the window', async () => {
    await inRollback(async ({ db }) => {
      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push(await consumeRateLimit(db, perMinute, 'token:1', at('2026-11-24T10:00:10Z')));
      expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
      expect(outcomes.map((o) => o.remaining)).toEqual([2, 1, 0, 0]);
      expect(outcomes[3]).toMatchObject({ resetSeconds: 50, retryAfterSeconds: 50 });
    });
  });

  it('keeps subjects and policies apart', async () => {
    await inRollback(async ({ db }) => {
      for (let i = 0; i < 3; i++) await consumeRateLimit(db, perMinute, 'token:1', at('2026-11-24T10:00:10Z'));
      expect((await consumeRateLimit(db, perMinute, 'token:2', at('2026-11-24T10:00:10Z'))).allowed).toBe(true);
      expect((await consumeRateLimit(db, { ...perMinute, name: 'other' }, 'token:1', at('2026-11-24T10:00:10Z'))).allowed).toBe(true);
    });
  });

  it('weighs the previous window, so a burst at a boundary does not get twice the limit', async () => {
    await inRollback(async ({ db }) => {
      for (let i = 0; i < 3; i++) await consumeRateLimit(db, perMinute, 'ip:a', at('2026-11-24T10:00:59Z'));
      // One second into the next window, the previous window still weighs 59/60 of its 3 hits.
      const early = await consumeRateLimit(db, perMinute, 'ip:a', at('2026-11-24T10:01:01Z'));
      expect(early.allowed).toBe(false);
      expect(early.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(early.retryAfterSeconds).toBeLessThanOrEqual(59);
      // By the end of that window the old hits have all but decayed; one fresh request fits.
      const late = await consumeRateLimit(db, perMinute, 'ip:a', at('2026-11-24T10:01:58Z'));
      expect(late.allowed).toBe(true);
    });
  });

  it('enforceRateLimit throws RateLimitedError carrying the policy for the headers', async () => {
    await inRollback(async ({ db }) => {
      const now = at('2026-11-24T10:00:30Z');
      for (let i = 0; i < 3; i++) await enforceRateLimit(db, perMinute, 'acct:x', now);
      const refused = (await enforceRateLimit(db, perMinute, 'acct:x', now).catch((e: unknown) => e)) as RateLimitedError;
      expect(refused).toBeInstanceOf(RateLimitedError);
      expect(refused.retryAfterSeconds).toBe(30);
      expect(refused.limit).toMatchObject({ policy: perMinute, remaining: 0, resetSeconds: 30 });
      expect(await currentHits(db, perMinute, 'acct:x', now)).toBe(4);
    });
  });

  it('stores a keyed hash of the subject, never the subject itself, and prunes old windows', async () => {
    await inRollback(async ({ db }) => {
      await consumeRateLimit(db, perMinute, '203.0.113.7', at('2026-11-20T10:00:00Z'));
      await consumeRateLimit(db, perMinute, '203.0.113.7', at('2026-11-24T10:00:00Z'));
      const rows = await rawRows(db, sql`select key from rate_limit_windows`);
      expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
      expect(await pruneRateLimitWindows(db, at('2026-11-24T10:00:30Z'))).toBe(1);
      expect(await currentHits(db, perMinute, '203.0.113.7', at('2026-11-24T10:00:00Z'))).toBe(1);
    });
  });
});
