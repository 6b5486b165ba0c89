import { describe, expect, it } from 'vitest';
import { registerWorker, startWorkers, stopWorkers, workerStates, type BackgroundWorker } from './workers';

/** A worker whose run in progress ends when the test says so. */
function testWorker(name: string) {
  const log: string[] = [];
  let finishRun: (() => void) | undefined;
  const worker: BackgroundWorker = {
    name,
    start: () => log.push('start'),
    stop: async () => {
      log.push('stop');
      if (finishRun) await new Promise<void>((resolve) => (finishRun = resolve));
    },
  };
  const finish = () => {
    const resolve = finishRun;
    finishRun = undefined;
    resolve?.();
  };
  return { worker, log, busy: () => (finishRun = () => {}), finish };
}

describe('the background worker registry', () => {
  it('starts registered workers once, starts late registrations at once, and stops them all, waiting for the run in progress', async () => {
    const early = testWorker('test-early');
    registerWorker(early.worker);
    registerWorker(early.worker);
    startWorkers();
    startWorkers();
    const late = testWorker('test-late');
    registerWorker(late.worker);
    expect(early.log).toEqual(['start']);
    expect(late.log).toEqual(['start']);
    expect(workerStates().filter((w) => w.name.startsWith('test-'))).toEqual([
      { name: 'test-early', started: true },
      { name: 'test-late', started: true },
    ]);

    late.busy();
    let stopped = false;
    const stopping = stopWorkers(5_000).then((result) => ((stopped = true), result));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    late.finish();
    const result = await stopping;
    expect(result.stopped).toEqual(expect.arrayContaining(['test-early', 'test-late']));
    expect(result.timedOut).toEqual([]);
    expect(early.log).toEqual(['start', 'stop']);
  });

  it('gives up on a worker that does not stop in time, and names it', async () => {
    const stuck = testWorker('test-stuck');
    registerWorker(stuck.worker);
    startWorkers();
    stuck.busy();
    const result = await stopWorkers(50);
    expect(result.timedOut).toEqual(['test-stuck']);
    stuck.finish();
  });
});
