import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@/db/client';
import { formatSeedResult, isSeeded, seedDemo } from '@/scripts/seed/seed-demo';

/** `npm run db:seed [-- --applications N]`: the deterministic demo data, printed logins and tokens. */
const { values } = parseArgs({ options: { applications: { type: 'string' }, quiet: { type: 'boolean' } } });
const handle = await openDatabase({ prepareEveryStatement: true }); // the seed runs its statements thousands of times
try {
  await migrateDatabase(handle);
  if (await isSeeded(handle.db)) {
    console.log('The database already holds data; not seeding again. Remove DATA_DIR (or use a fresh DATABASE_URL) to start over.');
  } else {
    const count = values.applications ? Number(values.applications) : undefined;
    if (count !== undefined && (!Number.isInteger(count) || count < 0)) throw new Error('--applications must be a whole number');
    const result = await seedDemo(handle.db, { applications: count });
    console.log(formatSeedResult(result));
  }
} finally {
  await handle.close();
}
