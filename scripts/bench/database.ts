import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { postgresBackendsCpu } from './cpu';
import { runChild } from './processes';
import { readWorld, type BenchWorld, type DatabaseKind } from './world';

/**
 * A fresh database for one bench run: PGlite in a new directory under the bench data dir, or a new
 * database (`leaseline_bench`) on the DATABASE_URL server, dropped afterwards. `runDir` holds the
 * encryption keys the seed wrote (DATA_DIR for every process) and the seeded world.
 */
export type BenchDatabase = {
  kind: DatabaseKind;
  runDir: string;
  /** Empty for PGlite, so a DATABASE_URL in the caller's environment does not leak into its servers. */
  databaseUrl: string;
  /** e.g. "PGlite 0.3.16" or "PostgreSQL 15.20". */
  version: string;
  /** CPU milliseconds used so far by the database's own processes (PostgreSQL on this machine), else 0. */
  databaseCpuMs: () => Promise<number>;
  world?: BenchWorld;
  dispose: () => Promise<void>;
};

export const BENCH_DATABASE = 'leaseline_bench';

/** `name`: the PostgreSQL database to create (and drop after), so runs sharing a server need not collide. */
export async function createDatabase(kind: DatabaseKind, dataRoot: string, adminUrl?: string, name = BENCH_DATABASE): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`The bench database name must be a lower-case SQL identifier (got "${name}").`);
  const runDir = path.resolve(dataRoot, kind);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  if (kind === 'pglite') {
    const { version } = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
    // PGlite runs inside the server process, so its CPU is already the server's.
    return { kind, runDir, databaseUrl: '', version: `PGlite ${version}`, databaseCpuMs: async () => 0, dispose: async () => rmSync(runDir, { recursive: true, force: true }) };
  }

  const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  const [{ server_version: serverVersion }] = (await admin.unsafe('show server_version')) as unknown as [{ server_version: string }];
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const backends = postgresBackendsCpu(adminUrl!, name);
  return {
    kind,
    runDir,
    databaseUrl: url.toString(),
    version: `PostgreSQL ${serverVersion.split(' ')[0]} at ${url.host}`,
    databaseCpuMs: backends.read,
    dispose: async () => {
      await backends.close();
      const drop = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      await drop.unsafe(`drop database if exists ${name} with (force)`);
      await drop.end();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** The environment every bench process gets for `database` (seed, floor and Next server alike). */
export function databaseEnv(database: BenchDatabase): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: database.runDir, DATABASE_URL: database.databaseUrl, BENCH_RUN_DIR: database.runDir, LOG_LEVEL: 'warn' };
}

function hashTree(hash: ReturnType<typeof createHash>, entry: string): void {
  if (statSync(entry).isDirectory()) for (const child of readdirSync(entry).sort()) hashTree(hash, path.join(entry, child));
  else hash.update(entry).update(readFileSync(entry));
}

/** Names a seeded PGlite directory by what it is made from: db/ (schema, migrations, seed code) and the size. */
function seedCacheDir(dataRoot: string, applications: number): string {
  const hash = createHash('sha256');
  hashTree(hash, 'db');
  return path.resolve(dataRoot, 'cache', `pglite-${applications}-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * Seeds every database at once, one child process each (the seeds are CPU-bound on different cores).
 * With `reuse`, a PGlite directory seeded by an earlier run from the same db/ sources is copied in
 * instead, and a fresh seed is kept for the next run; PostgreSQL is always seeded.
 */
export async function seedDatabases(databases: BenchDatabase[], options: { applications: number; coreApplications?: number; dataRoot: string; reuse: boolean }): Promise<void> {
  const cacheDir = seedCacheDir(options.dataRoot, options.applications);
  await Promise.all(
    databases.map(async (database) => {
      const cacheable = options.reuse && database.kind === 'pglite';
      if (cacheable && existsSync(path.join(cacheDir, 'world.json'))) {
        cpSync(cacheDir, database.runDir, { recursive: true });
        database.world = { ...readWorld(database.runDir), cached: true };
        console.log(`[pglite] copied the seeded database from ${path.relative(process.cwd(), cacheDir)} (seeded ${database.world.seededAt})`);
        return;
      }
      await runChild(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'seed.ts')], { ...databaseEnv(database), BENCH_APPLICATIONS: String(options.applications), BENCH_CORE_APPLICATIONS: String(options.coreApplications ?? options.applications) });
      database.world = readWorld(database.runDir);
      if (cacheable) {
        rmSync(path.dirname(cacheDir), { recursive: true, force: true });
        cpSync(database.runDir, cacheDir, { recursive: true });
      }
    }),
  );
}
