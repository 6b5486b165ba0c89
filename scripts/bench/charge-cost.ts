/**
 * Where a card charge's CPU goes (issue 12), in process, without the HTTP door: on a database the bench
 * seeded (scripts/bench/seed.ts, whose world.json names the payable leases and tokens), calls
 * saveAndChargeCard and calculatePayments N times each with acme's retailer token and prints, per call, the
 * wall time, this process's CPU and the PostgreSQL backends' CPU (read from /proc, so PostgreSQL on this
 * machine). For the statements one call sends, set `log_statement = 'all'` on the database and read
 * PostgreSQL's log; for where the node CPU goes, run it under `node --cpu-prof`.
 *
 *   DATABASE_URL=postgres://…/pay_prof node --import tsx scripts/bench/charge-cost.ts <run-dir> [calls] [--worker]
 *
 * `--worker` also runs this process's webhook delivery worker, as a server process does.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { calculatePayments } from '@/lib/core/leases/calculate-payments';
import { saveAndChargeCard } from '@/lib/core/payments/save-and-charge-card';
import { startWebhookWorker, stopWebhookWorker } from '@/lib/jobs/webhook-worker';
import { postgresBackendsCpu } from './cpu';
import { paymentsBody as paymentsBodyOf, saveAndChargeBody } from './scenarios';
import { readWorld } from './world';

const [runDir = '', callsArg = '300'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const calls = Number(callsArg);
const withWorker = process.argv.includes('--worker');
const world = readWorld(path.resolve(runDir));
const payableLeases = world.payableLeases ?? [];
const databaseUrl = process.env.DATABASE_URL!;
const handle: DatabaseHandle = await openDatabase({ databaseUrl });
const rows = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
const [tokenRow] = rows<{ id: number }>(await handle.db.execute(sql`select id from api_tokens where retailer_id = 1 and store_id is null order by id limit 1`));
const ctx: Ctx = { actor: { kind: 'token', tokenId: Number(tokenRow!.id), retailerId: 1, storeId: null }, db: handle.db };
// This process's connections are the only ones to its database: their backends' CPU is the charge's.
const backends = postgresBackendsCpu(databaseUrl, new URL(databaseUrl).pathname.slice(1));
const backendCpuMs = () => backends.read();

const body = (n: number) => saveAndChargeBody(payableLeases[1 + (n % (payableLeases.length - 1))]!);
const paymentsBody = paymentsBodyOf(world);

async function measure(label: string, fn: (n: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(10_000 + i); // warm-up
  await new Promise((r) => setTimeout(r, 300));
  const cpu0 = process.cpuUsage();
  const pg0 = await backendCpuMs();
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) await fn(i);
  const wall = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 300)); // let the worker catch up, if any
  const cpu = process.cpuUsage(cpu0);
  const pg = (await backendCpuMs()) - pg0;
  const node = (cpu.user + cpu.system) / 1000;
  console.log(`${label}: ${calls} calls, ${(wall / calls).toFixed(2)} ms wall/call, node CPU ${(node / calls).toFixed(2)} ms/call, PostgreSQL backends ${(pg / calls).toFixed(2)} ms/call (10 ms ticks)`);
}

if (withWorker) await startWebhookWorker(handle);
await measure('score/payments (calculatePayments)', () => calculatePayments(ctx, paymentsBody));
await measure('save-and-charge (saveAndChargeCard)', (n) => saveAndChargeCard(ctx, body(n)));
if (withWorker) await stopWebhookWorker();
await backends.close();
await handle.close();
