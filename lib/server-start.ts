import { getDatabase } from '@/db/client';
import { approvalExpiryWorker } from '@/lib/jobs/approval-expiry';
import { housekeepingWorker } from '@/lib/jobs/housekeeping';
import { paymentRecoveryWorker } from '@/lib/jobs/payment-recovery';
import { webhookDeliveryWorker } from '@/lib/jobs/webhook-worker';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { installShutdown } from '@/lib/server/shutdown';
import { registerWorker, startWorkers } from '@/lib/server/workers';

/**
 * Node-only start-up, loaded by instrumentation.ts: validates the environment (a malformed variable
 * stops the server with a message naming it), opens and migrates the database so the first request
 * does not pay for it, starts the background workers and installs the SIGTERM drain.
 *
 * A worker joins with one line here: `registerWorker(yourWorker)` (lib/server/workers.ts).
 */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  installShutdown();
  registerWorker(approvalExpiryWorker);
  registerWorker(paymentRecoveryWorker);
  registerWorker(webhookDeliveryWorker);
  registerWorker(housekeepingWorker);
  try {
    await getDatabase();
  } catch (error) {
    // The database may come up after us: requests answer 503 until it does, and /api/health/ready says so.
    logger.error('database unavailable at start; retrying on the next request', { code: (error as { code?: string }).code });
  }
  startWorkers();
}
