import { migrateDatabase, openDatabase } from '@/db/client';
import { env } from '@/lib/env';

/** `npm run db:migrate`: applies the committed migrations to PGlite (DATA_DIR) or DATABASE_URL. */
env(); // a malformed DATABASE_URL or DATA_DIR stops here, named
const handle = await openDatabase();
await migrateDatabase(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
