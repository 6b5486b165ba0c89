import { getDatabase } from '@/db/client';
import { expireApprovals } from '@/lib/core/applications/expire-approvals';
import { systemActor } from '@/lib/core/context';
import { logger } from '@/lib/logger';
import type { BackgroundWorker } from '@/lib/server/workers';

/** Often enough that an expired approval leaves the Approved tab within minutes of its 30th day. */
export const APPROVAL_EXPIRY_INTERVAL_MS = 5 * 60_000;

let timer: NodeJS.Timeout | undefined;
let inFlight: Promise<void> | undefined;

async function sweep(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const run = await expireApprovals({ actor: systemActor, db });
    if (run.expired > 0) logger.info('approvals expired', { expired: run.expired, batches: run.batches });
  } catch (error) {
    logger.warn('approval expiry sweep failed; the next tick tries again', { error });
  }
}

function tick(): void {
  // A slow sweep (a large backlog on PGlite) must not overlap the next tick.
  if (inFlight) return;
  inFlight = sweep().finally(() => (inFlight = undefined));
}

/**
 * The expiry sweep once at start and then every few minutes, in the background of the server process.
 * Every instance may run it: rows are claimed with SKIP LOCKED, so instances share the work.
 */
export const approvalExpiryWorker: BackgroundWorker = {
  name: 'approval-expiry',
  start() {
    if (timer) return;
    tick();
    timer = setInterval(tick, APPROVAL_EXPIRY_INTERVAL_MS);
    timer.unref();
  },
  async stop() {
    clearInterval(timer);
    timer = undefined;
    await inFlight;
  },
};
