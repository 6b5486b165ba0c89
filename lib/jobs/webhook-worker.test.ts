import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundResult } from '@/lib/core/webhooks/deliver-batch';
import { testDatabase } from '@/lib/testing/test-db';
import { WebhookWorker } from './webhook-worker';

const LANES = 3;
let worker: WebhookWorker | undefined;

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/**
 * A worker on the test database whose rounds touch no retailer (other test files may share a PostgreSQL
 * database), which sleeps a minute unless woken, and which is woken only by the test: no LISTEN, so
 * another file's events cannot start a lane.
 */
async function startQuietWorker(rounds: RoundResult[]): Promise<WebhookWorker> {
  const handle = await testDatabase();
  worker = new WebhookWorker({ ...handle, listen: undefined }, { lanes: LANES, pollMs: 60_000, retailerIds: [-1], onRound: (round) => rounds.push(round) });
  await worker.start();
  // Each lane runs a round at start, then sleeps.
  await vi.waitFor(() => expect(worker!.sleepingLanes).toBe(LANES), { timeout: 10_000, interval: 10 });
  expect(rounds).toHaveLength(LANES);
  return worker;
}

describe('WebhookWorker lanes', () => {
  it('wake() starts one sleeping lane, which runs one round and sleeps again', async () => {
    const rounds: RoundResult[] = [];
    const w = await startQuietWorker(rounds);
    w.wake();
    // The others sleep on: one round takes what a notification announced.
    expect(w.sleepingLanes).toBe(LANES - 1);
    await vi.waitFor(() => expect(w.sleepingLanes).toBe(LANES), { timeout: 10_000, interval: 10 });
    expect(rounds).toHaveLength(LANES + 1);
    w.wake();
    w.wake();
    expect(w.sleepingLanes).toBe(LANES - 2);
    await vi.waitFor(() => expect(w.sleepingLanes).toBe(LANES), { timeout: 10_000, interval: 10 });
    expect(rounds).toHaveLength(LANES + 3);
  });

  it('stop() ends every lane at once, not after the poll interval', async () => {
    const rounds: RoundResult[] = [];
    const w = await startQuietWorker(rounds);
    const started = Date.now();
    await w.stop();
    worker = undefined;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(w.sleepingLanes).toBe(0);
    expect(rounds).toHaveLength(LANES);
  });
});
