import { getDatabase } from '@/db/client';
import { startApprovalExpiry } from '@/lib/jobs/approval-expiry';
import { startPaymentRecovery } from '@/lib/jobs/payment-recovery';
import { startWebhookWorker } from '@/lib/jobs/webhook-worker';
import { env } from '@/lib/env';

/**
 * Node-only start-up, loaded by instrumentation.ts: validates the environment (a malformed variable
 * stops the server with a message naming it), opens and migrates the database so the first request
 * does not pay for it, and starts the approval-expiry sweep, the recovery of pending payments and this
 * process's webhook delivery worker.
 */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const handle = await getDatabase();
  startApprovalExpiry();
  startPaymentRecovery();
  await startWebhookWorker(handle);
}
