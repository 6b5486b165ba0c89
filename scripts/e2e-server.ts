import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';
import { apiTokens } from '@/db/schema';
import { seedDemo } from '@/scripts/seed/seed-demo';
import { seededLeases } from './e2e-seeded-leases';
import { startOpenApiValidator } from './openapi-validator';
import { productionServerCommand } from './production-server';

/**
 * The server the Playwright suites talk to: a fresh database (PGlite under .data-test, or a new
 * PostgreSQL database when DATABASE_URL is set) with the demo world, the fixtures file tests read
 * tokens from, then the production server (lib/server/door/main.ts) on the test build, and in front of its API
 * Stoplight Prism's validation proxy, through which the `api` project's calls go (scripts/openapi-validator.ts).
 */
const port = Number(process.env.PORT ?? 3300);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-test';
const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? '.data-test');
const fixturesFile = path.join(dataDir, 'fixtures.json');
// The validation proxy's port (E2E_PORT + 4); E2E_OPENAPI_VALIDATOR=off runs without it.
const validatorPort = Number(process.env.E2E_VALIDATOR_PORT ?? port + 4);
const withValidator = process.env.E2E_OPENAPI_VALIDATOR !== 'off';
const serverLog = path.join(dataDir, 'server.log');
const E2E_TOKEN_RATE_LIMIT = 1_000_000;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const serverUrl = process.env.DATABASE_URL || undefined;
const e2eDatabase = `leaseline_e2e_${process.pid}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${e2eDatabase}`);
  await admin.unsafe(`create database ${e2eDatabase}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${e2eDatabase}`;
  databaseUrl = url.toString();
}

/** The run's PostgreSQL database goes when the server does, so repeated runs leave nothing behind. */
async function dropE2eDatabase(): Promise<void> {
  if (!serverUrl) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${e2eDatabase} with (force)`);
  } finally {
    await admin.end();
  }
}

const env = { ...process.env, DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
Object.assign(process.env, env);

const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'), prepareEveryStatement: true });
await migrateDatabase(handle);
// The API and e-sign specs each lease a fresh approved application of acme/houston, about a dozen in all:
// 1,200 applications leave 26 of them open, whatever the hour the seed runs (seed-applications.ts).
const world = await seedDemo(handle.db, { applications: Number(process.env.E2E_APPLICATIONS ?? 1200) });
// The suites drive the seeded tokens far harder than a merchant would: each gets its own high limit
// (the per-token override), so the limiter stays on and specs that test it use their own tokens.
await handle.db.update(apiTokens).set({ rateLimitPerMinute: E2E_TOKEN_RATE_LIMIT });
const leaseList = await seededLeases(handle.db);
await handle.close();
const baseURL = `http://127.0.0.1:${port}`;
const apiBaseURL = withValidator ? `http://127.0.0.1:${validatorPort}` : null;
const validatorLog = path.join(dataDir, 'openapi-validator.log');
writeFileSync(
  fixturesFile,
  JSON.stringify({ ...world, leases: leaseList, baseURL, serverURL: baseURL, apiBaseURL, databaseKind: handle.kind, databaseUrl: databaseUrl ?? null, serverLog, validatorLog: apiBaseURL && validatorLog }, null, 2),
);

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}; run \`NEXT_DIST_DIR=${distDir} npx next build\` first (npm test does).`);
  process.exit(1);
}
// The server's output goes to the terminal and to server.log, which the secrets spec greps for card data.
const log = createWriteStream(serverLog, { flags: 'a' });
// Compiled afresh: the bundle must carry this tree's route files and core, whatever the build reused.
const production = await productionServerCommand(distDir, { rebuild: true });
const server = spawn(production.command, production.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.on('data', (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)));
server.stderr.on('data', (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)));
const validator = apiBaseURL ? await startOpenApiValidator({ serverUrl: baseURL, port: validatorPort, log: validatorLog }) : undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    validator?.stop();
    server.kill(signal);
  });
server.on('exit', (code) => {
  validator?.stop();
  dropE2eDatabase()
    .catch((error: unknown) => console.error('Could not drop the e2e database:', (error as Error).message))
    .finally(() => process.exit(code ?? 0));
});
