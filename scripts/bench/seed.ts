import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@/db/client';
import { apiTokens } from '@/db/schema';
import { loadLedger } from '@/lib/core/payments/internal';
import { seedDemo } from '@/scripts/seed/seed-demo';
import { cloneApplications } from './bulk-load';
import { writeWorld } from './world';

/**
 * Seeds one fresh bench database (a child process, so PGlite and PostgreSQL seed side by side):
 * migrate, the demo world with BENCH_APPLICATIONS applications, then VACUUM ANALYZE so the planner
 * and the visibility map describe the data as they would on a database that has been running a while
 * (PostgreSQL's autovacuum would otherwise start in the middle of a measurement).
 */
const runDir = process.env.BENCH_RUN_DIR!;
const databaseUrl = process.env.DATABASE_URL || undefined;
const count = Number(process.env.BENCH_APPLICATIONS);
// BENCH_CORE_APPLICATIONS (below `count`): only that many go through the core; the rest are copies of them
// loaded in bulk (bulk-load.ts), so a 1M-application world seeds in minutes.
const coreCount = Math.min(count, Number(process.env.BENCH_CORE_APPLICATIONS) || count);
const label = databaseUrl ? 'postgres' : 'pglite';

/** Bench card charges are one cent; a lease keeps at least this much balance and payoff so none pays out. */
const PAYABLE_MIN_CENTS = 5_000;
const PAYABLE_MAX = 2_000;

const started = Date.now();
const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(runDir, 'pglite'), prepareEveryStatement: true });
try {
  await migrateDatabase(handle);
  const step = Math.max(10_000, Math.round(count / 5 / 10_000) * 10_000);
  const world = await seedDemo(handle.db, {
    applications: coreCount,
    onProgress: (done) => {
      if (done % step === 0 && done < count) console.log(`[${label}] seeded ${done.toLocaleString('en-US')} applications (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    },
  });
  if (count > coreCount) {
    console.log(`[${label}] seeded ${coreCount.toLocaleString('en-US')} applications through the core (${((Date.now() - started) / 1000).toFixed(0)} s); copying them up to ${count.toLocaleString('en-US')}`);
    await cloneApplications(handle.db, count - world.applications, (line) => console.log(`[${label}] ${line}`));
  }
  // Load generators send thousands of requests a minute per token: a per-token override keeps them
  // under their limit while the limiter still counts every request (its cost stays in every row).
  await handle.db.update(apiTokens).set({ rateLimitPerMinute: 1_000_000 });
  const leasePool = await approvedPool(handle.db);
  const payableLeases = await payablePool(handle.db);
  await handle.db.execute(sql`vacuum analyze`);
  const seedSeconds = (Date.now() - started) / 1000;
  writeWorld(runDir, {
    kind: handle.kind,
    applications: Math.max(count, world.applications),
    seedSeconds,
    seededAt: new Date().toISOString(),
    tokens: world.tokens.map((t) => ({ label: t.label, token: t.token, retailerId: t.retailerId, storeId: t.storeId })),
    leasePool,
    payableLeases,
  });
  console.log(`[${label}] seeded ${Math.max(count, world.applications).toLocaleString('en-US')} applications in ${seedSeconds.toFixed(0)} s (${leasePool.length.toLocaleString('en-US')} approved for the lease pool, ${payableLeases.length.toLocaleString('en-US')} payable leases)`);
} finally {
  await handle.close();
}

/**
 * The applications `POST /leases` may use, read from what the seed made (no state is changed here):
 * acme's approved ones that stay unexpired for the whole run, with option A approved for at least the
 * bench lease's $300 of goods (scenarios.ts), and no lease yet.
 */
async function approvedPool(db: typeof handle.db): Promise<number[]> {
  const result = await db.execute(sql`
    select a.id from applications a join retailers r on r.id = a.retailer_id
    where r.slug = 'acme' and a.state_code = 'A' and a.expires_at > now() + interval '1 day'
      and position('A' in coalesce(a.options_approved, '')) > 0 and (a.offer_amounts ->> 'A')::bigint >= 50000
      and not exists (select 1 from leases l where l.application_id = a.id and l.deleted_at is null)
    order by a.id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/**
 * The leases the card-payment scenarios charge (scenarios.ts), read from what the seed made: acme's
 * leases in a payable state (S, D, F) with a card on file (a kept sandbox card, so a charge of it
 * succeeds) and a balance and payoff amount of at least $50 today, so the bench's one-cent charges
 * neither run a balance out nor pay a lease out. Loan numbers, oldest lease first.
 */
async function payablePool(db: typeof handle.db): Promise<string[]> {
  const result = await db.execute(sql`
    select l.id, l.store_id, l.loan_number from leases l
      join applications a on a.id = l.application_id join retailers r on r.id = a.retailer_id
    where r.slug = 'acme' and l.state_code in ('S', 'D', 'F') and l.deleted_at is null
      and exists (select 1 from lease_cards c where c.lease_id = l.id)
    order by l.id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number; store_id: number; loan_number: string }[];
  const now = new Date();
  const out: string[] = [];
  for (const row of rows) {
    if (out.length >= PAYABLE_MAX) break;
    const { summary } = await loadLedger(db, { id: Number(row.id), storeId: Number(row.store_id) }, now);
    if (summary && summary.availableCents >= PAYABLE_MIN_CENTS && summary.payoffCents >= PAYABLE_MIN_CENTS) out.push(row.loan_number);
  }
  return out;
}
