import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@/lib/testing/test-db';
import { checkReadiness, markDraining } from './health';

const globals = globalThis as { leaselineDb?: unknown; leaselineDraining?: boolean };

beforeAll(async () => {
  // The migrated test database stands in for the process's database (opened first: the check's 2 s
  // timeout is for a live server, not for migrating a fresh database).
  globals.leaselineDb = testDatabase();
  await globals.leaselineDb;
});

afterAll(() => {
  globals.leaselineDraining = undefined;
});

describe('readiness', () => {
  it('is ready with the database up and every migration applied, and not once draining', async () => {
    expect(await checkReadiness()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', shutdown: 'running' } });
    markDraining();
    expect(await checkReadiness()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', shutdown: 'draining' } });
  });

  it('says the database is unavailable when it cannot be reached', async () => {
    const saved = globals.leaselineDb;
    globals.leaselineDb = Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    (globals.leaselineDb as Promise<unknown>).catch(() => {});
    try {
      expect((await checkReadiness()).checks.database).toBe('unavailable');
    } finally {
      globals.leaselineDb = saved;
    }
  });
});
