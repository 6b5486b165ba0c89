import { migrateDatabase, openDatabase } from '@/db/client';

/** On PostgreSQL, migrate once before the test files start (they would race each other otherwise). */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
}
