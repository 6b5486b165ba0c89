import { getDatabase } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { recoverPendingPayments } from '@/lib/core/payments/recover-pending-payments';
import { logger } from '@/lib/logger';
import type { BackgroundWorker } from '@/lib/server/workers';

/** Often enough that a payment a crash left pending is settled within minutes. */
export const PAYMENT_RECOVERY_INTERVAL_MS = 60_000;

let timer: NodeJS.Timeout | undefined;
let inFlight: Promise<void> | undefined;

async function sweep(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const run = await recoverPendingPayments({ actor: systemActor, db });
    if (run.examined > 0) logger.info('pending payments recovered', { ...run });
  } catch (error) {
    logger.warn('payment recovery sweep failed; the next tick tries again', { error });
  }
}

function tick(): void {
  if (inFlight) return;
  inFlight = sweep().finally(() => (inFlight = undefined));
}

/**
 * Settles payments a crash left pending: once at start-up, then every minute. Every instance may run it:
 * a settlement locks the lease and only settles a row that is still pending.
 */
export const paymentRecoveryWorker: BackgroundWorker = {
  name: 'payment-recovery',
  start() {
    if (timer) return;
    tick();
    timer = setInterval(tick, PAYMENT_RECOVERY_INTERVAL_MS);
    timer.unref();
  },
  async stop() {
    clearInterval(timer);
    timer = undefined;
    await inFlight;
  },
};
