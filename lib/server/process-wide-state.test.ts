import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The production server bundles its own copy of the core beside the one Next.js compiled: two module
 * instances in one process. What must be process-wide is kept on globalThis; this loads a second copy
 * of the modules (vi.resetModules) and checks it shares, rather than duplicates, that state.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'leaseline-door-'));
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

afterAll(async () => {
  const { getDatabase } = await import('@/db/client');
  await (await getDatabase()).close();
  (globalThis as { leaselineDb?: unknown }).leaselineDb = undefined;
  Object.assign(process.env, saved);
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('state of the core that must be one per process', () => {
  it('a second copy of the database module gets the first copy’s handle and cannot open a second PGlite on the same directory', async () => {
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    (globalThis as { leaselineDb?: unknown }).leaselineDb = undefined;
    const first = await import('@/db/client');
    vi.resetModules();
    const second = await import('@/db/client');
    expect(second).not.toBe(first);
    expect(second.getDatabase).not.toBe(first.getDatabase);
    const [a, b] = await Promise.all([first.getDatabase(), second.getDatabase()]);
    expect(b).toBe(a);
    expect(a.kind).toBe('pglite');
  }, 60_000);

  it('a worker registered by both copies starts once, and the second copy sees the registry running', async () => {
    const first = await import('@/lib/server/workers');
    vi.resetModules();
    const second = await import('@/lib/server/workers');
    expect(second.registerWorker).not.toBe(first.registerWorker);
    let starts = 0;
    const worker = { name: 'test-two-copies', start: () => void starts++, stop: async () => {} };
    first.registerWorker(worker);
    first.startWorkers();
    second.registerWorker({ ...worker });
    second.startWorkers();
    expect(starts).toBe(1);
    const late = { name: 'test-two-copies-late', start: () => void starts++, stop: async () => {} };
    second.registerWorker(late);
    expect(starts).toBe(2);
    await first.stopWorkers();
    expect(second.workerStates().filter((w) => w.name.startsWith('test-two-copies')).every((w) => !w.started)).toBe(true);
  });
});
