import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { migrateDatabase, openDatabase, type Database } from '@/db/client';
import { getDashboard } from '@/lib/core/reports/get-dashboard';
import type { Actor } from '@/lib/core/context';
import { bulkLoad } from './bulk-load';

/**
 * Dashboard data at scale (issue #15: p50 ≤ 300 ms at 1M applications on PostgreSQL). Builds its own
 * database with set-based SQL (no HTTP, no encryption: the dashboard reads neither), one 40-store
 * retailer holding most rows beside a small one, then times `getDashboard` in-process, as the page calls it.
 */
export type DashboardBenchRow = { label: string; p50: number; p95: number; runs: number };
export type DashboardBenchResult = { applications: number; seedSeconds: number; rows: DashboardBenchRow[]; version: string };

const DATABASE = 'leaseline_bench_dashboard';
const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'Pacific/Honolulu'];

export async function timed(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  await fn(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * One 40-store retailer (stores 1–40) holding 95% of `n` applications beside a 4-store one, spread over the
 * last 120 days, decisions and leases in every state, set-based (no HTTP, no encryption). Shared with the
 * pipeline counts bench (pipeline-counts.ts).
 */
export async function seedSetBased(db: Database, n: number): Promise<void> {
  await db.execute(sql`insert into retailers (slug, name) values ('big', 'Big Retail'), ('small', 'Small Retail')`);
  await db.execute(sql`
    insert into stores (retailer_id, slug, name, city, state, zip, timezone)
    select case when g <= 40 then 1 else 2 end, 'store-' || g, 'Store ' || g, 'City', 'TX', '77002', (${sql.raw(`array[${zones.map((z) => `'${z}'`).join(',')}]`)})[1 + g % ${zones.length}]
    from generate_series(1, 44) g`);
  await db.execute(sql`insert into applicants (retailer_id, first_name, last_name) select case when g % 20 = 0 then 2 else 1 end, 'A', 'B' from generate_series(1, ${n}) g`);
  // Loaded in bulk (bulk-load.ts): no per-row triggers or index entries, then one rebuild of each derived table.
  await bulkLoad(db, ['applications', 'leases'], async () => {
    // Spread over the last 120 days; 95% at the 40-store retailer. Decisions 55% A, 15% R, 30% N; a third of
    // approvals verified and leased, leases in every state; funded leases carry an amount and a funding time.
    await db.execute(sql`
      insert into applications (retailer_id, store_id, applicant_id, state_code, lease_state_code, label, search_text, decision_code, reason_codes,
        approved_amount_cents, verified_at, decided_at, created_at, updated_at)
      select r.retailer_id, r.store_id, g, r.state, r.lease_state, 'Applicant ' || g, 'a b', r.decision,
        case when r.decision = 'N' then jsonb_build_array('R' || (g % 7)) end,
        case when r.decision = 'A' then 50000 + (g % 200) * 1000 end,
        case when r.lease_state is not null or r.state = 'A' then r.created + interval '1 hour' end,
        r.created, r.created, r.created
      from generate_series(1, ${n}) g
      cross join lateral (
        select case when g % 20 = 0 then 2 else 1 end as retailer_id,
          case when g % 20 = 0 then 41 + g % 4 else 1 + g % 40 end as store_id,
          now() - (g::float8 / ${n}) * interval '120 days' as created,
          case when g % 20 < 11 then 'A' when g % 20 < 14 then 'R' else 'N' end as decision,
          case when g % 20 < 5 then (array['V','S','D','F','F','P','X'])[1 + (g / 20) % 7] end as lease_state,
          case when g % 20 < 5 then case when (g / 20) % 7 = 6 then 'X' else 'L' end when g % 20 < 11 then 'A' when g % 20 < 14 then 'R' else 'N' end as state
      ) r`);
    await db.execute(sql`
      insert into leases (store_id, application_id, state_code, loan_number, funded_amount_cents, funded_at, created_at, updated_at)
      select a.store_id, a.id, a.lease_state_code, 'LL-B-' || a.id,
        case when a.lease_state_code in ('F', 'P') then 40000 + (a.id % 100) * 500 end,
        case when a.lease_state_code in ('F', 'P') then a.created_at + (1 + a.id % 9) * interval '1 day' end,
        a.created_at, a.created_at
      from applications a where a.lease_state_code is not null`);
  });
}

export async function runDashboardBench(adminUrl: string, options: { applications: number; runs?: number; log?: (line: string) => void }): Promise<DashboardBenchResult> {
  const log = options.log ?? console.log;
  const runs = options.runs ?? 20;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [{ server_version: version }] = (await admin.unsafe('show server_version')) as unknown as [{ server_version: string }];
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
  await admin.unsafe(`create database ${DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const seedStarted = Date.now();
    const n = options.applications;
    await seedSetBased(db, n);
    await db.execute(sql`vacuum analyze`);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`[dashboard] seeded ${n.toLocaleString('en-US')} applications in ${seedSeconds.toFixed(0)} s`);

    const manager: Actor = { kind: 'staff', userId: 0, role: 'manager', retailerId: 1, storeIds: [] };
    const adminActor: Actor = { kind: 'staff', userId: 0, role: 'admin', retailerId: null, storeIds: [] };
    const cases: [string, Actor, Record<string, unknown>][] = [
      ['manager, 40 stores, 7 d', manager, { period: '7d' }],
      ['manager, 40 stores, 30 d', manager, { period: '30d' }],
      ['manager, 40 stores, 90 d', manager, { period: '90d' }],
      ['manager, 3 stores, 30 d', manager, { period: '30d', stores: [1, 2, 3] }],
      ['admin, every retailer, 30 d', adminActor, { period: '30d' }],
    ];
    const rows: DashboardBenchRow[] = [];
    for (const [label, actor, query] of cases) {
      const { p50, p95 } = await timed(() => getDashboard({ actor, db }, query), runs);
      rows.push({ label, p50, p95, runs });
      log(`[dashboard] ${label}: p50 ${p50} ms, p95 ${p95} ms (${runs} runs)`);
    }
    return { applications: n, seedSeconds, rows, version: `PostgreSQL ${version.split(' ')[0]}` };
  } finally {
    await handle.close();
    // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN ANALYZE.
    if (!process.env.BENCH_KEEP_DATABASE) await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

/** The dashboard's section heading in docs/benchmarks.md, measured or not. */
export const DASHBOARD_HEADING = '## Dashboard data (lib/core/reports)';

/** Markdown for docs/benchmarks.md. */
export function formatDashboardMarkdown(result: DashboardBenchResult): string {
  const lines = [
    DASHBOARD_HEADING,
    '',
    `${result.applications.toLocaleString('en-US')} applications on ${result.version}, seeded set-based in ${result.seedSeconds.toFixed(0)} s; \`getDashboard\` timed in-process (target p50 ≤ 300 ms at 1M). See docs/reports.md.`,
    '',
    '| View | p50 ms | p95 ms | runs |',
    '|---|---:|---:|---:|',
    ...result.rows.map((r) => `| ${r.label} | ${r.p50} | ${r.p95} | ${r.runs} |`),
  ];
  return lines.join('\n') + '\n';
}

// `node --import tsx scripts/bench/dashboard.ts [N]`: this part of the bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('The dashboard bench needs DATABASE_URL (PostgreSQL).');
    process.exit(1);
  }
  const result = await runDashboardBench(adminUrl, { applications: Number(process.argv[2] ?? 1_000_000) });
  console.log(formatDashboardMarkdown(result));
}
