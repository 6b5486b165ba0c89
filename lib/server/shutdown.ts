import { logger } from '@/lib/logger';
import { markDraining } from './health';
import { stopWorkers } from './workers';

let installed = false;

/**
 * On SIGTERM (or SIGINT): readiness turns 503 at once, so a load balancer stops sending, and the
 * background workers stop scheduling and finish the run in progress. Next.js's own handler (next start)
 * meanwhile closes the listening socket, lets in-flight requests finish, and exits.
 */
export function installShutdown(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    markDraining();
    logger.info('shutting down: draining requests and stopping workers', { signal });
    void stopWorkers().then(({ stopped, timedOut }) => logger.info('workers stopped', { stopped, timedOut }));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
