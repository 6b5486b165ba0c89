import { migrateDatabase, openDatabase } from '@/db/client';
import { seedDemo } from '@/scripts/seed/seed-demo';
const handle = await openDatabase();
await migrateDatabase(handle);
const t = performance.now();
const r = await seedDemo(handle.db);
console.log('seed ms', Math.round(performance.now() - t));
await handle.close();
