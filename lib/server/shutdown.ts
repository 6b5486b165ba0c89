import { logger } from '@/lib/logger';
import { markDraining } from './health';
import { stopWorkers } from './workers';

// On globalThis: the production server's bundle and Next.js's own each carry a copy of this module, and
// the first to install the handler owns the shutdown.
const state = globalThis as unknown as { leaselineShutdownInstalled?: boolean };

export type ShutdownOptions = {
  /** Stops accepting connections and resolves once the requests in flight have been answered. */
  closeServer?: () => Promise<void>;
  /** After the server and the workers have stopped (e.g. close the database); then the process exits. */
  afterDrain?: () => Promise<void>;
};

/**
 * On SIGTERM (or SIGINT): readiness turns 503 at once, so a load balancer stops sending, and the
 * background workers stop scheduling and finish the run in progress. The production server
 * (lib/server/door/main.ts) installs it first with its own `closeServer`, drains and exits; under `next start`
 * and `next dev` Next.js's own handler closes the socket and exits.
 */
export function installShutdown(options: ShutdownOptions = {}): void {
  if (state.leaselineShutdownInstalled) return;
  state.leaselineShutdownInstalled = true;
  const onSignal = async (signal: NodeJS.Signals) => {
    markDraining();
    logger.info('shutting down: draining requests and stopping workers', { signal });
    const [, { stopped, timedOut }] = await Promise.all([options.closeServer?.(), stopWorkers()]);
    logger.info('workers stopped', { stopped, timedOut });
    if (!options.closeServer) return;
    await options.afterDrain?.().catch((error: unknown) => logger.warn('shutdown step failed', { error }));
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void onSignal(signal));
  process.once('SIGINT', (signal) => void onSignal(signal));
}
