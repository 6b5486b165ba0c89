import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@/db/client';
import { env } from '@/lib/env';
import { WebhookWorker } from '@/lib/jobs/webhook-worker';
import { fail } from './cli-support';

/**
 * `npm run worker [-- --concurrency 100 --batch 200]`: a webhook delivery worker in its own process,
 * beside the server's own (docs/webhooks.md). Meant for PostgreSQL; with embedded PGlite the server
 * owns the data directory and delivers by itself. Stops cleanly on SIGINT/SIGTERM.
 */
const { values } = parseArgs({ options: { concurrency: { type: 'string' }, batch: { type: 'string' }, quiet: { type: 'boolean' } } });
const positive = (text: string | undefined, name: string, fallback: number) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`);
  return n;
};
const concurrency = positive(values.concurrency, 'concurrency', 100);
const batchSize = positive(values.batch, 'batch', 200);

try {
  env();
} catch (error) {
  fail((error as Error).message);
}
const handle = await openDatabase();
await migrateDatabase(handle);
let delivered = 0;
const worker = new WebhookWorker(handle, { concurrency, batchSize, onRound: (round) => (delivered += round.succeeded) });
await worker.start();
if (!values.quiet) console.log(`Webhook worker running on ${handle.kind} (concurrency ${concurrency}, batch ${batchSize}).`);

const shutdown = async () => {
  await worker.stop();
  await handle.close();
  if (!values.quiet) console.log(`Webhook worker stopped (${delivered} deliveries succeeded).`);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
