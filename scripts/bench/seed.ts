import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDemo } from '@/db/seed/seed-demo';
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
const label = databaseUrl ? 'postgres' : 'pglite';

const started = Date.now();
const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(runDir, 'pglite') });
try {
  await migrateDatabase(handle);
  const step = Math.max(10_000, Math.round(count / 5 / 10_000) * 10_000);
  const world = await seedDemo(handle.db, {
    applications: count,
    onProgress: (done) => {
      if (done % step === 0 && done < count) console.log(`[${label}] seeded ${done.toLocaleString('en-US')} applications (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    },
  });
  await handle.db.execute(sql`vacuum analyze`);
  const seedSeconds = (Date.now() - started) / 1000;
  writeWorld(runDir, {
    kind: handle.kind,
    applications: world.applications,
    seedSeconds,
    seededAt: new Date().toISOString(),
    tokens: world.tokens.map((t) => ({ label: t.label, token: t.token, retailerId: t.retailerId, storeId: t.storeId })),
  });
  console.log(`[${label}] seeded ${world.applications.toLocaleString('en-US')} applications in ${seedSeconds.toFixed(0)} s`);
} finally {
  await handle.close();
}
