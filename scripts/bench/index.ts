import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureQuotesPerSecond } from './quotes';
import { ensureBuild } from './build';
import { FIRST_LOAD_BUDGET_KB, formatFirstLoadJs, measureFirstLoadJs } from './first-load-js';
import { runContractRenderBench } from './contract-render-run';
import { DASHBOARD_HEADING, formatDashboardMarkdown, runDashboardBench } from './dashboard';
import { BENCH_DATABASE, createDatabase, seedDatabases, type BenchDatabase } from './database';
import type { LoadOptions } from './load';
import { measureDatabase } from './measure-database';
import type { Child } from './processes';
import { databaseLabel, formatConsole, formatMarkdown, type DatabaseResult, type Report } from './report';
import { scenarios as allScenarios } from './scenarios';
import { runWebhookBench } from './webhooks';
import type { DatabaseKind } from './world';

/**
 * `npm run bench`: seeds a fresh database, then loads every scenario against the production server
 * and against its floor (floor-server.ts), one server at a time; on PGlite, and on PostgreSQL too when
 * DATABASE_URL is set. Prints the table and rewrites docs/benchmarks.md.
 */
const usage = `npm run bench [-- options]
  --dist-dir DIR         the build to measure (default .next-bench)
  --skip-build           use the existing build in .next-bench (default: build when missing or older than the sources)
  --build                build even when the build looks up to date
  --applications N       applications to seed (default 100000)
  --core-applications N  seed only N of them through the core and copy those up to --applications in bulk
                         (scripts/bench/bulk-load.ts: 1M in minutes; default: all through the core)
  --reuse-seed           copy the PGlite database seeded by an earlier --reuse-seed run with the same db/ sources
                         (kept in .data-bench/cache) instead of seeding it again; PostgreSQL is always seeded
  --duration S           seconds of load per scenario and server (default 10)
  --warmup S             seconds of warm-up before each measurement (default 3)
  --connections N        concurrent connections (default 10)
  --scenarios a,b        only these scenario ids (${allScenarios.map((s) => s.id).join(', ')})
  --databases a,b        pglite and/or postgres (default: pglite, and postgres when DATABASE_URL is set)
  --no-quotes            leave out the quotes/s of the pure pricing function
  --no-contracts         leave out contract rendering (@react-pdf beside a pdfkit floor, memory over 200 renders)
  --no-webhooks          leave out webhook delivery (measured on PostgreSQL only, with DATABASE_URL)
  --webhook-port N       port of the webhook bench's local receiver (default 3403)
  --floor-port N         port of the floor server (default 3401)
  --app-port N           port of the production server (default 3402)
  --next-port N          port of \`next start\` for the API-door rows' before/after (default 3404)
  --bench-database NAME  the PostgreSQL database the run creates and drops (default ${BENCH_DATABASE})
  --no-write             do not rewrite docs/benchmarks.md
  --no-dashboard         leave out the dashboard data bench (PostgreSQL only; scripts/bench/dashboard.ts)
  --dashboard-applications N  applications for the dashboard bench (default 1000000)
  --profile DIR          write V8 CPU profiles of the app server (one .cpuprofile per server start) into DIR`;

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'dist-dir': { type: 'string', default: '.next-bench' },
    build: { type: 'boolean', default: false },
    applications: { type: 'string', default: '100000' },
    'core-applications': { type: 'string' },
    'reuse-seed': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    scenarios: { type: 'string' },
    databases: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'no-quotes': { type: 'boolean', default: false },
    'no-contracts': { type: 'boolean', default: false },
    'no-webhooks': { type: 'boolean', default: false },
    'webhook-port': { type: 'string', default: '3403' },
    'floor-port': { type: 'string', default: '3401' },
    'app-port': { type: 'string', default: '3402' },
    'next-port': { type: 'string', default: '3404' },
    'bench-database': { type: 'string', default: BENCH_DATABASE },
    'no-dashboard': { type: 'boolean', default: false },
    'dashboard-applications': { type: 'string', default: '1000000' },
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}

const wholeNumber = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got "${value}").`);
  return n;
};
const load: LoadOptions = { connections: wholeNumber('connections', args.connections), seconds: wholeNumber('duration', args.duration), warmupSeconds: wholeNumber('warmup', args.warmup) };
const applications = wholeNumber('applications', args.applications);
const coreApplications = args['core-applications'] === undefined ? applications : Math.min(applications, wholeNumber('core-applications', args['core-applications']));
const scenarios = args.scenarios ? args.scenarios.split(',').map((id) => allScenarios.find((s) => s.id === id.trim()) ?? fail(`Unknown scenario "${id}".`)) : allScenarios;
const adminUrl = process.env.DATABASE_URL || undefined;
const kinds = (args.databases?.split(',').map((k) => k.trim()) ?? ['pglite', ...(adminUrl ? ['postgres'] : [])]) as DatabaseKind[];
for (const kind of kinds) if (kind !== 'pglite' && kind !== 'postgres') fail(`Unknown database "${kind}".`);
if (kinds.includes('postgres') && !adminUrl) fail('--databases postgres needs DATABASE_URL.');

const distDir = args['dist-dir'];
const dataRoot = '.data-bench';
const FLOOR_PORT = wholeNumber('floor-port', args['floor-port']);
const APP_PORT = wholeNumber('app-port', args['app-port']);
const NEXT_PORT = wholeNumber('next-port', args['next-port']);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const children = new Set<Child>();
const databases: BenchDatabase[] = [];

async function cleanUp() {
  await Promise.all([...children].map((c) => c.stop()));
  for (const database of databases) await database.dispose().catch((error) => console.error(`Could not remove the ${database.kind} bench database: ${error}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

function gitSource(): Report['source'] {
  try {
    const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return null; // not a git checkout
  }
}

let firstLoadJs = '';

async function main(): Promise<Report> {
  console.log(`Bench: ${applications.toLocaleString('en-US')} applications on ${kinds.map(databaseLabel).join(' and ')}; ${scenarios.length} scenarios × (floor, app), ${load.warmupSeconds} + ${load.seconds} s each, ${load.connections} connections.`);
  const build = await ensureBuild(distDir, { skip: args['skip-build'], force: args.build });
  console.log(build.built ? `Built ${distDir} in ${build.seconds.toFixed(0)} s (${build.reason}).` : `Build: ${build.reason}.`);
  // Issue 17: first-load JavaScript per route of the build just measured, against the 170 KB budget.
  firstLoadJs = formatFirstLoadJs(measureFirstLoadJs(distDir));
  console.log(`\nFirst-load JavaScript per route:\n${firstLoadJs}\n`);

  // Before the servers start, so the bench process has a core to itself as far as the machine allows.
  const quotesPerSecond = args['no-quotes'] ? null : measureQuotesPerSecond(3_000);
  if (quotesPerSecond !== null) console.log(`Pricing: ${quotesPerSecond.toLocaleString('en-US')} quotes/s from quote().`);
  const contractRender = args['no-contracts'] ? null : runContractRenderBench();
  if (contractRender) console.log(`Contracts: p50 ${contractRender.app.p50} ms, p95 ${contractRender.app.p95} ms per agreement.`);

  mkdirSync(dataRoot, { recursive: true });
  for (const kind of kinds) databases.push(await createDatabase(kind, dataRoot, adminUrl, args['bench-database']));
  const seedStarted = Date.now();
  await seedDatabases(databases, { applications, coreApplications, dataRoot, reuse: args['reuse-seed'] && coreApplications === applications });
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s (${databases.length > 1 ? 'in parallel' : 'one database'}).`);

  const loadAtStart = os.loadavg()[0]!;
  const results: DatabaseResult[] = [];
  for (const database of databases) {
    console.log(`\n${databaseLabel(database.kind)} (${elapsed()} into the run)`);
    const rows = await measureDatabase(database, { scenarios, load, distDir, ports: { floor: FLOOR_PORT, app: APP_PORT, next: NEXT_PORT }, children, profileDir: args.profile && path.resolve(args.profile) });
    results.push({ kind: database.kind, version: database.version, applications: database.world!.applications, seedSeconds: database.world!.seedSeconds, seedCached: database.world!.cached ?? false, rows });
  }
  let webhooks = null;
  if (!args['no-webhooks'] && adminUrl && kinds.includes('postgres')) {
    console.log(`\nWebhook delivery on PostgreSQL (${elapsed()} into the run)`);
    webhooks = await runWebhookBench({ adminUrl, port: wholeNumber('webhook-port', args['webhook-port']), children });
  }
  const cpus = os.cpus();
  return {
    date: new Date(started),
    machine: { cpus: os.availableParallelism(), cpuModel: cpus[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.versions.node, platform: `${os.type()} ${os.release()}` },
    source: gitSource(),
    loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    load,
    build: build.built ? `built for this run in ${build.seconds.toFixed(0)} s` : `build ${build.reason}`,
    databases: results,
    quotesPerSecond,
    contractRender,
    webhooks,
    skipped: (['pglite', 'postgres'] as const)
      .filter((kind) => !kinds.includes(kind))
      .map((kind) => ({ kind, reason: kind === 'postgres' && !adminUrl ? 'DATABASE_URL was not set' : 'left out with --databases' })),
    totalSeconds: (Date.now() - started) / 1000,
  };
}

try {
  const report = await main();
  console.log(formatConsole(report));
  // The dashboard's data at 1M applications: its own set-based database, PostgreSQL only (issue #15). It
  // runs last; if it fails, the run fails, but the measurements above are still written.
  let dashboardSection = '';
  if (adminUrl && !args['no-dashboard']) {
    try {
      const dashboard = await runDashboardBench(adminUrl, { applications: wholeNumber('dashboard-applications', args['dashboard-applications']) });
      dashboardSection = `\n${formatDashboardMarkdown(dashboard)}`;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`The dashboard bench failed: ${message}`);
      dashboardSection = `\n${DASHBOARD_HEADING}\n\nNot measured: the dashboard bench failed (${message.split('\n')[0]}).\n`;
      process.exitCode = 1;
    }
  }
  if (!args['no-write']) {
    const jsSection = firstLoadJs ? `\n## First-load JavaScript per route (issue 17)\n\nGzip level 9 and Brotli 11 of each page's first-load chunks, from the build's manifests (scripts/bench/first-load-js.ts); signed-in pages must stay within ${FIRST_LOAD_BUDGET_KB} KB gzipped (\`npm test\` fails over it).\n\n${firstLoadJs}\n` : '';
    writeFileSync('docs/benchmarks.md', formatMarkdown(report) + dashboardSection + jsSection);
    console.log('\nWrote docs/benchmarks.md.');
  }
  console.log(`Bench took ${(report.totalSeconds / 60).toFixed(1)} min.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
