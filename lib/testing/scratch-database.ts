import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '@/db/client';

/**
 * A migrated PostgreSQL database of its own, for a test whose writes must commit (crashes, concurrency
 * across connections, child processes with their own keys): committed rows in the run's shared database
 * would be seen by other files' tests (key rotation reads every row). Dropped by the returned function.
 */
export async function scratchPostgresDatabase(baseUrl: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `leaseline_${label}_${process.pid}_${Date.now().toString(36)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  await handle.close();
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
