import type { DatabaseHandle } from '@/db/client';
import { deliverRound, type DeliveryOptions, type RoundResult } from '@/lib/core/webhooks/deliver-batch';
import { WEBHOOK_CHANNEL } from '@/lib/core/webhooks/wake';
import { nextDueAt } from '@/lib/core/webhooks/next-due';
import { getDatabase } from '@/db/client';
import { logger } from '@/lib/logger';
import type { BackgroundWorker } from '@/lib/server/workers';
import { renderWebhookData } from './webhook-render';

export type WorkerOptions = Partial<Omit<DeliveryOptions, 'render'>> & {
  /** The longest sleep without a wake-up (the fallback when a notification is lost). */
  pollMs?: number;
  /** Rounds in flight at once: one claims and records while another's HTTP calls run (default 2). */
  lanes?: number;
  onRound?: (round: RoundResult) => void;
};

/**
 * The webhook delivery worker: runs delivery rounds back to back while there is work, then sleeps until
 * a NOTIFY (PostgreSQL LISTEN on a dedicated connection; PGlite's in-process notifications), the next
 * retry falls due, or the poll interval passes. Any number of workers share one database.
 */
export class WebhookWorker {
  private running = false;
  private waiters = new Set<() => void>();
  /** Counts wake-ups, so a lane sees one that came while it was busy. */
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: WorkerOptions = {},
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.handle.listen) {
      try {
        this.unlisten = await this.handle.listen(WEBHOOK_CHANNEL, () => this.wake());
      } catch (error) {
        logger.warn('webhook worker cannot LISTEN; polling only', { error });
      }
    }
    this.loop = Promise.all(Array.from({ length: this.options.lanes ?? 2 }, () => this.run())).then(() => undefined);
  }

  /** Ends the loop after the round in flight (whose outcomes are recorded) and stops listening. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await this.loop;
    await this.unlisten?.().catch(() => {});
  }

  /** Lanes asleep until a wake-up, a retry falling due or the poll interval (what `wake()` can start). */
  get sleepingLanes(): number {
    return this.waiters.size;
  }

  /**
   * Starts one sleeping lane: one round takes the new events and due deliveries (a batch of them), so a
   * second lane woken by the same notification would mostly run an empty round, and a busy server's every
   * event notifies. A lane busy with its HTTP calls sees the wake-up by the generation and runs again;
   * the next notification starts another sleeping lane.
   */
  wake(): void {
    this.generation++;
    const [first] = this.waiters;
    first?.();
  }

  private wakeAll(): void {
    this.generation++;
    for (const resolve of [...this.waiters]) resolve();
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollMs ?? 5_000;
    const options: DeliveryOptions = { ...this.options, render: renderWebhookData };
    while (this.running) {
      const seen = this.generation;
      let busy = false;
      try {
        const round = await deliverRound(this.handle.db, options);
        this.options.onRound?.(round);
        busy = round.events > 0 || round.attempted > 0;
      } catch (error) {
        logger.warn('webhook delivery round failed; retrying shortly', { error });
      }
      if (busy || seen !== this.generation || !this.running) continue;
      let wait = pollMs;
      try {
        const due = await nextDueAt(this.handle.db);
        if (due) wait = Math.max(0, Math.min(pollMs, due.getTime() - Date.now()));
      } catch {
        // Keep the poll interval.
      }
      if (seen !== this.generation) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, wait);
        this.waiters.add(done);
      });
    }
  }
}

const globalForWorker = globalThis as unknown as { leaselineWebhookWorker?: Promise<WebhookWorker> };

/**
 * Starts this process's one worker (guarded on globalThis: Next.js may evaluate modules twice). Every
 * server instance runs one; `npm run worker` runs more in their own processes.
 */
export function startWebhookWorker(handle: DatabaseHandle, options: WorkerOptions = {}): Promise<WebhookWorker> {
  globalForWorker.leaselineWebhookWorker ??= (async () => {
    const worker = new WebhookWorker(handle, options);
    await worker.start();
    return worker;
  })();
  return globalForWorker.leaselineWebhookWorker;
}

/** Stops this process's worker, if one was started (for a graceful shutdown). */
export async function stopWebhookWorker(): Promise<void> {
  const worker = globalForWorker.leaselineWebhookWorker;
  globalForWorker.leaselineWebhookWorker = undefined;
  if (worker) await (await worker).stop();
}

let startRetry: NodeJS.Timeout | undefined;

/** Starts the worker once the database answers; while it does not (an outage at start-up), tries again every 5 s. */
function startWhenDatabaseAnswers(): void {
  getDatabase()
    .then((handle) => startWebhookWorker(handle))
    .catch((error: unknown) => {
      logger.warn('webhook worker waits for the database', { error });
      startRetry = setTimeout(startWhenDatabaseAnswers, 5_000);
      startRetry.unref();
    });
}

/** This process's webhook worker in the server's registry (lib/server/workers.ts): started with the others, stopped on SIGTERM. */
export const webhookDeliveryWorker: BackgroundWorker = {
  name: 'webhook-delivery',
  start: startWhenDatabaseAnswers,
  async stop() {
    clearTimeout(startRetry);
    await stopWebhookWorker();
  },
};
