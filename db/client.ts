import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { DEFAULT_DATA_DIR } from './data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the process-wide handle or an open transaction; core code accepts both. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** LISTEN on a channel (postgres.js keeps a dedicated connection for it; PGlite delivers in process). */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dumpDataDir?: () => Promise<Blob>;
};

export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/**
 * Opens a database: PGlite when the options name its data (`dataDir`, `loadDataDir`), PostgreSQL when they
 * name `databaseUrl`, and with neither what the environment names: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite persisted under DATA_DIR (or in memory for `memory://`). A data directory is never
 * silently swapped for the environment's PostgreSQL: a test or script asking for PGlite gets PGlite. The
 * two variables are read here as they are; lib/env.ts validates them with the rest when a server or script
 * starts (db/ imports nothing from lib/).
 * `prepareEveryStatement` (PGlite only; db/pglite-statement-cache.ts): plan each statement once, for a
 * handle that runs the same few statements thousands of times, as the demo seed does.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob; prepareEveryStatement?: boolean } = {}): Promise<DatabaseHandle> {
  const namesPglite = options.dataDir !== undefined || options.loadDataDir !== undefined;
  if (namesPglite && options.databaseUrl) throw new Error('openDatabase: name a PostgreSQL databaseUrl or a PGlite dataDir, not both.');
  const databaseUrl = namesPglite ? undefined : (options.databaseUrl ?? (process.env.DATABASE_URL || undefined));
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
    const listen = async (channel: string, onNotify: () => void) => {
      const { unlisten } = await client.listen(channel, onNotify);
      return unlisten;
    };
    return { db: drizzle({ client, schema }) as unknown as Database, kind: 'postgres', close: () => client.end(), listen };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? path.join(process.env.DATA_DIR || DEFAULT_DATA_DIR, 'pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const { withStatementCache } = await import('./pglite-statement-cache');
  // pg_trgm backs the pipeline search's index (migration pipeline_search_triggers); PostgreSQL ships it too.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const listen = (channel: string, onNotify: () => void) => client.listen(channel, onNotify);
  const dumpDataDir = () => client.dumpDataDir('none');
  return { db: drizzle({ client: withStatementCache(client, { prepareEveryStatement: options.prepareEveryStatement }), schema }) as unknown as Database, kind: 'pglite', close: () => client.close(), listen, dumpDataDir };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

const globalForDb = globalThis as unknown as { leaselineDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened and migrated once. Kept on globalThis because Next.js may load this
 * module more than once per process, and PGlite allows one owner of its data directory.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.leaselineDb ??= (async () => {
    const handle = await openDatabase();
    await migrateDatabase(handle);
    return handle;
  })().catch((error) => {
    globalForDb.leaselineDb = undefined;
    throw error;
  });
  return globalForDb.leaselineDb;
}

export async function db(): Promise<Database> {
  return (await getDatabase()).db;
}
