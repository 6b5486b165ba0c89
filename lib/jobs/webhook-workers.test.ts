import { spawn, type ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '@/db/schema';
import { webhookDeliveries } from '@/db/schema/webhooks';
import { systemActor } from '@/lib/core/context';
import { configureWebhooksForTesting } from '@/lib/core/webhooks/config';
import { createWebhookEndpoint } from '@/lib/core/webhooks/create-endpoint';
import { insertRetailer } from '@/lib/testing/fixtures';
import { testDatabase } from '@/lib/testing/test-db';
import { startReceiver } from '@/lib/testing/webhook-receiver';

const EVENTS = 1_000;
const workers: ChildProcess[] = [];

afterAll(() => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
});

function startWorker(databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/webhook-worker.ts', '--quiet'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push(child);
  return child;
}

/**
 * SPEC §13: several processes share the outbox. Two `npm run worker` processes on one PostgreSQL deliver
 * 1,000 committed events, each exactly once (no webhook-id twice at the receiver). PGlite has one process.
 */
describe.skipIf(!process.env.DATABASE_URL)('webhook workers on PostgreSQL', () => {
  it('two worker processes deliver 1,000 events exactly once between them', async () => {
    const { db } = await testDatabase();
    const receiver = await startReceiver();
    try {
      configureWebhooksForTesting({ allowPrivateTargets: true });
      const retailer = await insertRetailer(db, 'fanout');
      const endpoint = await createWebhookEndpoint({ actor: systemActor, db }, { url: receiver.url, retailer_id: retailer.id, events: ['payment.succeeded'] });
      const a = startWorker(process.env.DATABASE_URL!);
      const b = startWorker(process.env.DATABASE_URL!);
      // Events committed in batches while the workers run, as a busy server would.
      for (let i = 0; i < EVENTS; i += 100) {
        await db.insert(outboxEvents).values(
          Array.from({ length: 100 }, (_, j) => ({
            retailerId: retailer.id,
            type: 'payment.succeeded',
            payload: { payment_id: i + j, lease_id: 1, loan_number: 'LL-1', application_id: 1, amount: 10, status: 'succeeded', failure_code: null },
          })),
        );
      }
      const deadline = Date.now() + 120_000;
      let done = 0;
      while (Date.now() < deadline) {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(sql`${webhookDeliveries.endpointId} = ${endpoint.id} and ${webhookDeliveries.status} = 'succeeded'`);
        done = row!.n;
        if (done >= EVENTS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(done).toBe(EVENTS);
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      const hook = new Webhook(endpoint.secret!);
      for (const r of receiver.received) hook.verify(r.body, r.headers);
      const rows = await db.select({ attempts: webhookDeliveries.attempts }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      a.kill('SIGTERM');
      b.kill('SIGTERM');
    } finally {
      configureWebhooksForTesting(undefined);
      await receiver.close();
    }
  }, 180_000);
});
