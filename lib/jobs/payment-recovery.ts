import { getDatabase } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { recoverPendingPayments } from '@/lib/core/payments/recover-pending-payments';
import { logger } from '@/lib/logger';

/** Often enough that a payment a crash left pending is settled within minutes. */
export const PAYMENT_RECOVERY_INTERVAL_MS = 60_000;

let timer: NodeJS.Timeout | undefined;
let running = false;

async function sweep(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const { db } = await getDatabase();
    const run = await recoverPendingPayments({ actor: systemActor, db });
    if (run.examined > 0) logger.info('pending payments recovered', { ...run });
  } catch (error) {
    logger.warn('payment recovery sweep failed; the next tick tries again', { error });
  } finally {
    running = false;
  }
}

/**
 * Settles payments a crash left pending: once at start-up, then every minute. Every instance may run it:
 * a settlement locks the lease and only settles a row that is still pending.
 */
export function startPaymentRecovery(): void {
  if (timer) return;
  void sweep();
  timer = setInterval(() => void sweep(), PAYMENT_RECOVERY_INTERVAL_MS);
  timer.unref();
}
