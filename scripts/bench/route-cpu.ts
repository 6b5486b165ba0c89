import { openDatabase } from '@/db/client';
import { paginate } from '@/lib/api/paginator';
import { presentApplicationGroupItem } from '@/lib/api/presenters/application-group-item';
import { presentLease } from '@/lib/api/presenters/lease';
import { presentCalculatedPayments } from '@/lib/api/presenters/payments';
import { calculatePayments } from '@/lib/core/leases/calculate-payments';
import type { Ctx } from '@/lib/core/context';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import { getLease } from '@/lib/core/leases/get-lease';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import { authenticateToken } from '@/lib/core/tokens/authenticate-token';
import { isMarkedPrepared } from '@/db/prepared-statements';
import { postgresBackendsCpu } from './cpu';
import { rawClient, recordingDatabase, replayRows, type Sending } from './record-sql';
import { paymentsBody } from './scenarios';
import { readWorld, tokenFor } from './world';

/**
 * A read route's CPU in process (issue 16 item 8, issue 20): per call, the route's work above the SQL (core +
 * presenter + paginator + the envelope's JSON) beside the recorded SQL replayed through the raw driver
 * with its rows' JSON (what the floor does), node CPU and PostgreSQL backend CPU apart. Views: the
 * pipeline's (GET /applications/groups) and the lease view (GET /leases/{lease}).
 *
 *   BENCH_RUN_DIR=<seeded run dir> DATABASE_URL=postgres://…/<seeded db> node --import tsx scripts/bench/route-cpu.ts [calls] [view]
 *
 * A database seeded as the bench seeds it: scripts/bench/seed.ts with BENCH_RUN_DIR, DATA_DIR, DATABASE_URL,
 * BENCH_APPLICATIONS=100000 and BENCH_CORE_APPLICATIONS=1000. `view`: default, filtered, stores-group,
 * lease or payments (all five when left out). ROUNDS=n alternates floor and app n times; APP_ONLY=1 / FLOOR_ONLY=1 measure
 * one side (for `node --cpu-prof`); SHOW_SQL=1 prints the recorded statements. The PostgreSQL figure reads
 * the backends' CPU from /proc, so the server must run on this machine.
 */
const runDir = process.env.BENCH_RUN_DIR!;
const databaseUrl = process.env.DATABASE_URL!;
const calls = Number(process.argv[2] ?? 2000);
const only = process.argv[3];
const world = readWorld(runDir);
const handle = await openDatabase({ databaseUrl });
const client = (handle.db as unknown as { $client: unknown }).$client;
const raw = await rawClient('postgres', client);
const recorder = await recordingDatabase('postgres', client);
const actor = await authenticateToken(handle.db, tokenFor(world, 'retailer acme'));
const dbName = new URL(databaseUrl).pathname.slice(1);
const admin = new URL(databaseUrl);
admin.pathname = '/postgres';
const backends = postgresBackendsCpu(admin.toString(), dbName);

const pipelineViews: Record<string, string> = {
  default: '',
  filtered: 'purchase_group=closed&sort_by=updated_at&sort_order=desc',
  'stores-group': 'stores=1,2&purchase_group=funded',
};

/** One view: the route's work for a context, ending in the JSON the door would send. */
type View = (ctx: Ctx) => Promise<string>;

function pipelineView(query: string): View {
  return async (ctx) => {
    const url = new URL(`http://127.0.0.1:3000/api/v1/applications/groups${query ? `?${query}` : ''}`);
    const page = await listApplicationGroups(ctx, searchParamsToObject(url.searchParams));
    const now = new Date();
    return JSON.stringify({ status: true, code: 200, data: paginate({ data: page.rows.map((row) => presentApplicationGroupItem(row, now)), total: page.total, page: page.page, perPage: page.perPage, url }) });
  };
}

const leaseView: View = async (ctx) => JSON.stringify({ status: true, code: 200, data: presentLease(await getLease(ctx, world.payableLeases![0]!, { baseUrl: 'http://127.0.0.1' })) });

/** POST /score/payments: the calculator's one look-up, then the quote and its 26-row schedule. */
const paymentsView: View = async (ctx) => JSON.stringify({ status: true, code: 200, data: presentCalculatedPayments(await calculatePayments(ctx, paymentsBody(world))) });

const views: Record<string, { view: View; sending: Sending }> = {
  ...Object.fromEntries(Object.entries(pipelineViews).map(([name, query]) => [name, { view: pipelineView(query), sending: 'at-once' as const }])),
  // As the bench's floors (scripts/bench/scenarios.ts): the lease, then what hangs off its id at once.
  lease: { view: leaseView, sending: 'first-then-at-once' },
  payments: { view: paymentsView, sending: 'in-turn' },
};

async function measure(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn(); // warm-up
  const pg0 = await backends.read();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) await fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const pg = (await backends.read()) - pg0;
  const nodeMs = (cpu.user + cpu.system) / 1000 / calls;
  console.log(`${label.padEnd(28)} node ${nodeMs.toFixed(3)} ms  pg ${(pg / calls).toFixed(3)} ms  total ${(nodeMs + pg / calls).toFixed(3)} ms  wall ${(wall / calls).toFixed(3)} ms`);
}

for (const [name, { view, sending }] of Object.entries(views)) {
  if (only && only !== name) continue;
  await view({ actor, db: recorder.db });
  const statements = recorder.take();
  if (process.env.SHOW_SQL) for (const s of statements) console.log(s.text, s.params);
  const rowsOf = (s: (typeof statements)[number]) => raw.rows(s.text, s.params, { prepare: isMarkedPrepared(s.text) });
  const floor = async () => JSON.stringify({ status: true, code: 200, data: await replayRows(statements, sending, rowsOf) });
  const app = () => view({ actor, db: handle.db });
  console.log(`${name}: ${statements.length} statements, app ${(await app()).length} bytes, floor ${(await floor()).length} bytes`);
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
    if (!process.env.APP_ONLY) await measure(`${name} floor (raw SQL)`, floor);
    if (!process.env.FLOOR_ONLY) await measure(`${name} app (core+present)`, app);
  }
}
await backends.close();
await handle.close();
