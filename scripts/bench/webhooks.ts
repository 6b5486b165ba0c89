import http from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';
import { outboxEvents, retailers } from '@/db/schema';
import { systemActor } from '@/lib/core/context';
import { configureWebhooksForTesting } from '@/lib/core/webhooks/config';
import { createWebhookEndpoint } from '@/lib/core/webhooks/create-endpoint';
import { startChild, type Child } from './processes';

/**
 * Webhook delivery on PostgreSQL (issue 14): `npm run worker` processes deliver to a local receiver.
 * Throughput: a backlog of events committed at once, delivered by 1 and then 2 workers (deliveries/s from
 * the first commit to the last receipt). Latency: events committed at a steady pace (below capacity), each
 * timed from its commit to its receipt (LISTEN/NOTIFY wakes the idle worker).
 */
export type WebhookBenchRow = { workers: number; events: number; seconds: number; perSecond: number };
export type WebhookBench = {
  throughput: WebhookBenchRow[];
  latency: { workers: number; events: number; ratePerSecond: number; p50: number; p99: number; max: number };
  concurrency: number;
  batch: number;
};

export const WEBHOOK_TARGETS = { perSecondOneWorker: 500, p50Ms: 1_000 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runWebhookBench(options: { adminUrl: string; port: number; events?: number; children: Set<Child> }): Promise<WebhookBench> {
  const events = options.events ?? 5_000;
  const concurrency = Number(process.env.WEBHOOK_BENCH_CONCURRENCY ?? 100);
  const batch = Number(process.env.WEBHOOK_BENCH_BATCH ?? 200);
  const name = `leaseline_bench_webhooks_${process.pid}`;
  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const receipts = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const seq = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { payment_id: number } }).data.payment_id;
      if (!receipts.has(seq)) receipts.set(seq, performance.timeOrigin + performance.now());
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [retailer] = await db.insert(retailers).values({ slug: 'bench-webhooks', name: 'Bench webhooks' }).returning();
    configureWebhooksForTesting({ allowPrivateTargets: true });
    await createWebhookEndpoint({ actor: systemActor, db }, { url: receiverUrl, retailer_id: retailer!.id, events: ['payment.succeeded'] });
    configureWebhooksForTesting(undefined);

    let seq = 0;
    const insert = async (count: number) => {
      const rows = Array.from({ length: count }, () => ({
        retailerId: retailer!.id,
        type: 'payment.succeeded',
        payload: { payment_id: ++seq, lease_id: 1, loan_number: 'LL-BENCH-1', application_id: 1, amount: 25, status: 'succeeded', failure_code: null },
      }));
      for (let i = 0; i < rows.length; i += 1_000) await db.insert(outboxEvents).values(rows.slice(i, i + 1_000));
      return { first: seq - count + 1, last: seq, committedAt: performance.timeOrigin + performance.now() };
    };
    let delivered = 0; // every event up to this one has been received
    const waitFor = async (last: number, timeoutMs = 300_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (delivered < last && receipts.has(delivered + 1)) delivered++;
        if (delivered >= last) return;
        if (Date.now() > deadline) throw new Error(`Webhook bench: event ${delivered + 1} was not delivered within ${timeoutMs / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const startWorkers = async (count: number) => {
      const started: Child[] = [];
      for (let i = 0; i < count; i++) {
        const child = startChild(process.execPath, ['--import', 'tsx', 'scripts/webhook-worker.ts', '--concurrency', String(concurrency), '--batch', String(batch)], {
          env: { ...process.env, DATABASE_URL: url.toString(), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'warn' },
        });
        options.children.add(child);
        started.push(child);
      }
      for (const child of started) {
        const deadline = Date.now() + 60_000;
        while (!child.output().includes('Webhook worker running')) {
          if (Date.now() > deadline) throw new Error(`The webhook worker did not start:\n${child.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return started;
    };

    const throughput: WebhookBenchRow[] = [];
    let latency: WebhookBench['latency'] | undefined;
    for (const workers of [1, 2]) {
      const children = await startWorkers(workers);
      // Warm-up: the workers' first round (connections, plans, the receiver's sockets).
      const warm = await insert(200);
      await waitFor(warm.last);
      const run = await insert(events);
      await waitFor(run.last);
      let lastAt = 0;
      for (let s = run.first; s <= run.last; s++) lastAt = Math.max(lastAt, receipts.get(s)!);
      const seconds = (lastAt - run.committedAt) / 1000;
      throughput.push({ workers, events, seconds, perSecond: events / seconds });
      if (workers === 1) {
        // Latency at a steady 100 events/s for 10 s, one worker (idle between events: woken by NOTIFY).
        const paced: { first: number; committedAt: number }[] = [];
        const rate = 100;
        const step = 50;
        const until = Date.now() + 10_000;
        while (Date.now() < until) {
          const tick = Date.now();
          const { first, committedAt } = await insert((rate * step) / 1000);
          for (let k = 0; k < (rate * step) / 1000; k++) paced.push({ first: first + k, committedAt });
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, step - (Date.now() - tick))));
        }
        await waitFor(seq);
        const latencies = paced.map((p) => receipts.get(p.first)! - p.committedAt).sort((a, b) => a - b);
        latency = { workers: 1, events: latencies.length, ratePerSecond: rate, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1)! };
      }
      for (const child of children) {
        await child.stop();
        options.children.delete(child);
      }
    }
    return { throughput, latency: latency!, concurrency, batch };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

export function formatWebhookBench(bench: WebhookBench): string {
  const rows = bench.throughput.map((r) => `| ${r.workers} | ${r.events.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(0)} |`);
  const l = bench.latency;
  return [
    `\`npm run worker\` processes (concurrency ${bench.concurrency}, batch ${bench.batch}) deliver \`payment.succeeded\` events (their payload is the body: no resource read) to a local \`node:http\` receiver answering 204, on PostgreSQL. Throughput: a backlog committed at once, from the commit to the last receipt, after 200 events of warm-up.`,
    '',
    '| workers | events | seconds | deliveries/s |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Commit-to-receipt latency, ${l.workers} worker, ${l.ratePerSecond} events/s for 10 s (${l.events.toLocaleString('en-US')} events, each timed from its INSERT's commit to the receiver's first byte of it): p50 ${l.p50.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms, max ${l.max.toFixed(0)} ms.`,
  ].join('\n');
}

export function webhookVerdicts(bench: WebhookBench): { name: string; target: string; value: string; met: boolean }[] {
  const one = bench.throughput.find((r) => r.workers === 1)!;
  return [
    { name: 'deliveries/s, 1 worker', target: `≥ ${WEBHOOK_TARGETS.perSecondOneWorker}/s`, value: `${one.perSecond.toFixed(0)}/s`, met: one.perSecond >= WEBHOOK_TARGETS.perSecondOneWorker },
    { name: 'commit-to-receipt p50', target: `≤ ${WEBHOOK_TARGETS.p50Ms} ms`, value: `${bench.latency.p50.toFixed(0)} ms`, met: bench.latency.p50 <= WEBHOOK_TARGETS.p50Ms },
  ];
}
