import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/db/client';
import { systemActor } from '@/lib/core/context';
import { authenticateApiRequest } from '@/lib/core/tokens/authenticate-api-request';
import { authenticateToken } from '@/lib/core/tokens/authenticate-token';
import { createApiToken } from '@/lib/core/tokens/create-api-token';
import { insertRetailer } from '@/lib/testing/fixtures';

/**
 * `npm run bench:limiter`: what the API token's rate limit adds to every request. The only thing the
 * limiter changed on `GET /test` is its first statement: the token look-up became the look-up plus
 * the window upsert (authenticateApiRequest). This times that statement against the look-up alone
 * (authenticateToken, the statement before), in alternating rounds on one connection, on PGlite and
 * on PostgreSQL when DATABASE_URL is set, and prints p50s and the difference.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const CALLS = Number(process.env.CALLS ?? 2_000);

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  const retailer = await insertRetailer(handle.db, 'bench');
  const { token } = await createApiToken({ actor: systemActor, db: handle.db }, { retailerSlug: retailer.slug, rateLimitPerMinute: 1_000_000 });
  const variants = {
    'look-up alone': () => authenticateToken(handle.db, token),
    'look-up + limiter': () => authenticateApiRequest(handle.db, token),
  };
  for (const run of Object.values(variants)) for (let i = 0; i < 500; i++) await run();
  const samples: Record<string, number[]> = { 'look-up alone': [], 'look-up + limiter': [] };
  const perRound: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const roundP50: Record<string, number> = {};
    for (const [name, run] of Object.entries(variants)) {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      samples[name]!.push(...times);
      roundP50[name] = p50(times);
    }
    perRound.push(roundP50['look-up + limiter']! - roundP50['look-up alone']!);
  }
  const alone = p50(samples['look-up alone']!);
  const limited = p50(samples['look-up + limiter']!);
  console.log(
    `${label}: p50 look-up alone ${alone.toFixed(3)} ms, look-up + limiter ${limited.toFixed(3)} ms, added ${(limited - alone).toFixed(3)} ms (median of ${ROUNDS} alternating rounds: ${p50(perRound).toFixed(3)} ms)`,
  );
}

const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}

if (process.env.DATABASE_URL) {
  const name = `leaseline_limiter_${process.pid}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
    await admin.unsafe(`drop database ${name} with (force)`);
    await admin.end();
  }
}
