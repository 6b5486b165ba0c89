import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';

/**
 * With DATABASE_URL set, core tests run on PostgreSQL: a fresh database per run, migrated once here
 * (test files would race each other otherwise) and dropped afterwards. Without it, each test file
 * opens its own in-memory PGlite.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (!base) return async () => {};
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
