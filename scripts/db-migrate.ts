import { migrateDatabase, openDatabase } from '@/db/client';

/** `npm run db:migrate`: applies the committed migrations to PGlite (DATA_DIR) or DATABASE_URL. */
const handle = await openDatabase();
await migrateDatabase(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
