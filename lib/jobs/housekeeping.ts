import { getDatabase } from '@/db/client';
import { purgeExpiredKeys } from '@/lib/core/idempotency/keys';
import { pruneRateLimitWindows } from '@/lib/core/rate-limits';
import { pruneUnsubmittedCheckouts, pruneWebhookDeliveries } from '@/lib/core/retention';
import { logger } from '@/lib/logger';
import type { BackgroundWorker } from '@/lib/server/workers';

/**
 * Hourly: rate-limit windows and idempotency keys older than they can matter (a day or two), unsubmitted
 * checkouts a week past their expiry, finished webhook deliveries (and attempts) after 30 days
 * (lib/core/retention/policies.ts; docs/operations.md, "Retention").
 */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

let timer: NodeJS.Timeout | undefined;
let inFlight: Promise<void> | undefined;

async function sweep(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const now = new Date();
    const windows = await pruneRateLimitWindows(db, now);
    const keys = await purgeExpiredKeys(db, now);
    const checkouts = await pruneUnsubmittedCheckouts(db, now);
    const webhookDeliveries = await pruneWebhookDeliveries(db, now);
    if (windows + keys + checkouts + webhookDeliveries > 0) logger.info('housekeeping', { rateLimitWindows: windows, idempotencyKeys: keys, checkouts, webhookDeliveries });
  } catch (error) {
    logger.warn('housekeeping sweep failed; the next tick tries again', { error });
  }
}

function tick(): void {
  if (inFlight) return;
  inFlight = sweep().finally(() => (inFlight = undefined));
}

/** Every instance may run it: each delete is one statement and deleting twice is harmless. */
export const housekeepingWorker: BackgroundWorker = {
  name: 'housekeeping',
  start() {
    if (timer) return;
    tick();
    timer = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  },
  async stop() {
    clearInterval(timer);
    timer = undefined;
    await inFlight;
  },
};
