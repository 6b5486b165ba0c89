import { getDatabase } from '@/db/client';
import { startApprovalExpiry } from '@/lib/jobs/approval-expiry';
import { startPaymentRecovery } from '@/lib/jobs/payment-recovery';
import { env } from '@/lib/env';

/**
 * Node-only start-up, loaded by instrumentation.ts: validates the environment (a malformed variable
 * stops the server with a message naming it), opens and migrates the database so the first request
 * does not pay for it, and starts the approval-expiry sweep and the recovery of pending payments.
 */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await getDatabase();
  startApprovalExpiry();
  startPaymentRecovery();
}
