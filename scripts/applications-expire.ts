import { parseArgs } from 'node:util';
import { expireApprovals } from '@/lib/core/applications/expire-approvals';
import { fail, withSystemContext } from './cli-support';

/**
 * `npm run applications:expire [-- --batch 500]`: moves every approval past its 30 days to E now (the
 * server does the same every few minutes). With embedded PGlite, stop the app first.
 */
const { values } = parseArgs({ options: { batch: { type: 'string' } } });
const batchSize = values.batch ? Number(values.batch) : 500;
if (!Number.isInteger(batchSize) || batchSize < 1) fail('--batch must be a positive whole number');

await withSystemContext(async (ctx) => {
  const run = await expireApprovals(ctx, { batchSize });
  console.log(`${run.expired} approval${run.expired === 1 ? '' : 's'} expired (${run.batches} batch${run.batches === 1 ? '' : 'es'}).`);
});
