import { logger } from '@/lib/logger';

/**
 * Background work of a server process (the approval-expiry sweep, and from their branches the webhook
 * delivery worker and the payment recovery job): registered here once, started after the database is
 * open, stopped on SIGTERM before the process exits.
 */
export type BackgroundWorker = {
  name: string;
  /** Starts the worker's timers or loops. Called once. */
  start: () => void;
  /**
   * Stops scheduling new work and resolves once the run in progress, if any, has finished. Work cut off
   * by the process exiting anyway must be safe to repeat (transactions, SKIP LOCKED claims).
   */
  stop: () => Promise<void>;
};

// On globalThis: Next.js may evaluate this module more than once per process.
// So is whether they run: a second copy of this module (the production server's bundle beside Next.js's)
// must see the same registry and the same switch, or a worker would start twice or never.
const registry = globalThis as unknown as { leaselineWorkers?: Map<string, BackgroundWorker & { started: boolean }>; leaselineWorkersRunning?: boolean };
const workers = (registry.leaselineWorkers ??= new Map());

/** Adds a worker (a second registration under the same name is ignored); starts it when the others already run. */
export function registerWorker(worker: BackgroundWorker): void {
  if (workers.has(worker.name)) return;
  workers.set(worker.name, { ...worker, started: false });
  if (registry.leaselineWorkersRunning) startWorker(worker.name);
}

function startWorker(name: string): void {
  const worker = workers.get(name)!;
  if (worker.started) return;
  worker.started = true;
  worker.start();
}

/** Starts every registered worker (and any registered later). */
export function startWorkers(): void {
  registry.leaselineWorkersRunning = true;
  for (const name of workers.keys()) startWorker(name);
}

/** Stops every started worker, waiting at most `timeoutMs` for runs in progress; says which did not stop in time. */
export async function stopWorkers(timeoutMs = 10_000): Promise<{ stopped: string[]; timedOut: string[] }> {
  registry.leaselineWorkersRunning = false;
  const started = [...workers.values()].filter((w) => w.started);
  const outcomes = await Promise.all(
    started.map(async (worker) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const result = await Promise.race([worker.stop().then(() => 'stopped' as const, (error: unknown) => (logger.warn('worker stop failed', { worker: worker.name, error }), 'stopped' as const)), timeout]);
      clearTimeout(timer);
      worker.started = false;
      return { name: worker.name, result };
    }),
  );
  return { stopped: outcomes.filter((o) => o.result === 'stopped').map((o) => o.name), timedOut: outcomes.filter((o) => o.result === 'timeout').map((o) => o.name) };
}

/** The names of the registered workers and whether each runs, for tests and the logs. */
export function workerStates(): { name: string; started: boolean }[] {
  return [...workers.values()].map(({ name, started }) => ({ name, started }));
}
