import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDemo } from '@/db/seed/seed-demo';

/**
 * The server the Playwright suites talk to: a fresh database (PGlite under .data-test, or a new
 * PostgreSQL database when DATABASE_URL is set) with the demo world, the fixtures file tests read
 * tokens from, then `next start` on the test build.
 */
const port = Number(process.env.PORT ?? 3300);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-test';
const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? '.data-test');
const fixturesFile = path.join(dataDir, 'fixtures.json');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl) {
  const name = `leaseline_e2e_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const env = { ...process.env, DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, PORT: String(port), LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
Object.assign(process.env, env);

const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite') });
await migrateDatabase(handle);
const world = await seedDemo(handle.db, { applications: Number(process.env.E2E_APPLICATIONS ?? 600) });
await handle.close();
writeFileSync(fixturesFile, JSON.stringify({ ...world, baseURL: `http://127.0.0.1:${port}`, databaseKind: handle.kind }, null, 2));

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}; run \`NEXT_DIST_DIR=${distDir} npx next build\` first (npm test does).`);
  process.exit(1);
}
const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
