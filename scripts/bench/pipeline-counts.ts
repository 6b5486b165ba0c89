import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { migrateDatabase, openDatabase, type Database } from '@/db/client';
import { rowsOf } from '@/lib/core/webhooks/claim-deliveries';
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

const PIPELINE_TRIGGERS = ['applications_pipeline_counts_insert', 'applications_pipeline_counts_update', 'applications_pipeline_counts_delete'];

/** What the counts' triggers add to writes: each write timed with them and without them (disabled inside the same rolled-back transaction). */
const writes: [string, (db: Database) => Promise<unknown>][] = [
  ['update 10,000 applications in one statement (an expiry sweep)', (db) => db.execute(sql`update applications set state_code = 'E' where id in (select id from applications where state_code = 'A' order by id limit 10000)`)],
  [
    'insert 1,000 applications in one statement (an import)',
    (db) =>
      db.execute(sql`insert into applications (retailer_id, store_id, applicant_id, state_code, label, search_text, created_at, updated_at)
        select retailer_id, store_id, applicant_id, state_code, label, search_text, now(), now() from applications order by id limit 1000`),
  ],
  [
    '200 one-row updates moving a tab (the core: one per decision or lease move)',
    async (db) => {
      const ids = rowsOf(await db.execute(sql`select id from applications where state_code = 'R' order by id limit 200`)).map((r) => Number(r.id));
      for (const id of ids) await db.execute(sql`update applications set state_code = 'A' where id = ${id}`);
    },
  ],
];

class Rollback extends Error {}

async function timeWrite(db: Database, write: (db: Database) => Promise<unknown>, withTriggers: boolean): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      const t = tx as unknown as Database;
      if (!withTriggers) for (const name of PIPELINE_TRIGGERS) await t.execute(sql.raw(`alter table applications disable trigger ${name}`));
      const started = performance.now();
      await write(t);
      ms = performance.now() - started;
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return ms;
}

/** Median ms of each write with and without the counts' triggers, alternating (runs of each). */
export async function measureTriggerWriteCost(db: Database, runs = 5) {
  const out: { write: string; withMs: number; withoutMs: number }[] = [];
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [write, run] of writes) {
    await timeWrite(db, run, true); // warm-up
    const withT: number[] = [];
    const withoutT: number[] = [];
    for (let i = 0; i < runs; i++) {
      withT.push(await timeWrite(db, run, true));
      withoutT.push(await timeWrite(db, run, false));
    }
    out.push({ write, withMs: Math.round(median(withT)), withoutMs: Math.round(median(withoutT)) });
  }
  return out;
}

export async function runPipelineCountsBench(adminUrl: string, sizes: number[], runs = 30) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const out: { applications: number; seedSeconds: number; view: string; p50: number; p95: number }[] = [];
  const writeCosts: { applications: number; write: string; withMs: number; withoutMs: number }[] = [];
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
        for (const cost of await measureTriggerWriteCost(handle.db)) {
          writeCosts.push({ applications: n, ...cost });
          console.log(`[pipeline] ${n.toLocaleString('en-US')}: ${cost.write}: ${cost.withMs} ms with the counts' triggers, ${cost.withoutMs} ms without`);
        }
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
  return { views: out, writeCosts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('The pipeline counts bench needs DATABASE_URL (PostgreSQL).');
    process.exit(1);
  }
  const sizes = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
  const { views: rows, writeCosts } = await runPipelineCountsBench(adminUrl, sizes);
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('\n| applications | seed s | view | p50 ms | p95 ms |\n|---:|---:|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.applications.toLocaleString('en-US')} | ${r.seedSeconds.toFixed(0)} | ${r.view} | ${r.p50} | ${r.p95} |`);
  console.log('\n| applications | write | with the counts\' triggers ms | without ms |\n|---:|---|---:|---:|');
  for (const r of writeCosts) console.log(`| ${r.applications.toLocaleString('en-US')} | ${r.write} | ${r.withMs} | ${r.withoutMs} |`);
}
