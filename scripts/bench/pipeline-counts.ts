import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@/db/client';
import type { Actor } from '@/lib/core/context';
import { countPurchaseGroups } from '@/lib/core/applications/count-purchase-groups';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import type { PipelineQueryInput } from '@/lib/core/applications/pipeline-query';
import { seedSetBased, timed } from './dashboard';

/**
 * The pipeline's totals at 100k and 1M applications on PostgreSQL (issue #16 item 8, docs/pipeline-counts.md):
 * for each size a fresh set-based database (dashboard.ts's seed: a 40-store retailer, 120 days), then what the
 * portal's pipeline page runs — `listApplicationGroups` and `countPurchaseGroups` together — timed in-process
 * for the default view and a filtered one (stores + group), beside the same views with a filter that selects
 * every row but forces the count(*) fallback (what every request cost before the maintained counts).
 *
 * `node --import tsx scripts/bench/pipeline-counts.ts [100000,1000000]` with DATABASE_URL (an admin URL; the
 * database BENCH_DATABASE, default leaseline_bench_pipeline, is created and dropped).
 */
const DATABASE = process.env.BENCH_DATABASE || 'leaseline_bench_pipeline';
const EVERY_STATE = 'V,R,A,L,N,X,E';
const views: [string, PipelineQueryInput][] = [
  ['default view', {}],
  ['stores 1,2 + funded', { stores: '1,2', purchase_group: 'funded' }],
  ['default view, count(*) fallback', { statuses: EVERY_STATE }],
  ['stores 1,2 + funded, count(*) fallback', { stores: '1,2', purchase_group: 'funded', statuses: EVERY_STATE }],
];

export async function runPipelineCountsBench(adminUrl: string, sizes: number[], runs = 30) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const out: { applications: number; seedSeconds: number; view: string; p50: number; p95: number }[] = [];
  try {
    for (const n of sizes) {
      await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
      await admin.unsafe(`create database ${DATABASE}`);
      const url = new URL(adminUrl);
      url.pathname = `/${DATABASE}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      try {
        await migrateDatabase(handle);
        const started = Date.now();
        await seedSetBased(handle.db, n);
        await handle.db.execute(sql`vacuum analyze`);
        const seedSeconds = (Date.now() - started) / 1000;
        console.log(`[pipeline] seeded ${n.toLocaleString('en-US')} applications in ${seedSeconds.toFixed(0)} s`);
        const manager: Actor = { kind: 'staff', userId: 0, role: 'manager', retailerId: 1, storeIds: [] };
        const ctx = { actor: manager, db: handle.db };
        for (const [view, query] of views) {
          const { p50, p95 } = await timed(() => Promise.all([listApplicationGroups(ctx, query), countPurchaseGroups(ctx, query)]), runs);
          out.push({ applications: n, seedSeconds, view, p50, p95 });
          console.log(`[pipeline] ${n.toLocaleString('en-US')}: ${view}: p50 ${p50} ms, p95 ${p95} ms (${runs} runs)`);
        }
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('The pipeline counts bench needs DATABASE_URL (PostgreSQL).');
    process.exit(1);
  }
  const sizes = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
  const rows = await runPipelineCountsBench(adminUrl, sizes);
  console.log('\n| applications | view | p50 ms | p95 ms |\n|---:|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.applications.toLocaleString('en-US')} | ${r.view} | ${r.p50} | ${r.p95} |`);
}
