import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@/db/client';
import { expireApprovals } from '@/lib/core/applications/expire-approvals';
import { systemActor } from '@/lib/core/context';
import { fail } from './cli-support';

/**
 * `npm run applications:expire [-- --batch 500]`: moves every approval past its 30 days to E now (the
 * server does the same every few minutes). With embedded PGlite, stop the app first.
 */
const { values } = parseArgs({ options: { batch: { type: 'string' } } });
const batchSize = values.batch ? Number(values.batch) : 500;
if (!Number.isInteger(batchSize) || batchSize < 1) fail('--batch must be a positive whole number');

const handle = await openDatabase();
try {
  await migrateDatabase(handle);
  const run = await expireApprovals({ actor: systemActor, db: handle.db }, { batchSize });
  console.log(`${run.expired} approval${run.expired === 1 ? '' : 's'} expired (${run.batches} batch${run.batches === 1 ? '' : 'es'}).`);
} finally {
  await handle.close();
}
