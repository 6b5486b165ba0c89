import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';

/**
 * Core tests run on a database migrated once per run, here, rather than once per test file:
 * - with DATABASE_URL set, a fresh PostgreSQL database (test files would race each other migrating it),
 *   dropped afterwards;
 * - otherwise PGlite: a migrated data directory is dumped to a tarball, and each test file opens its own
 *   in-memory PGlite from it (lib/testing/test-db.ts), which costs a fraction of replaying every migration.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  return base ? postgresDatabase(base) : pgliteTemplate();
}

async function postgresDatabase(base: string): Promise<() => Promise<void>> {
  const name = `leaseline_unit_${process.pid}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  await handle.close();
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'leaseline-unit-'));
  const file = path.join(dir, 'migrated-pglite.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  process.env.LEASELINE_TEST_PGLITE_TEMPLATE = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
