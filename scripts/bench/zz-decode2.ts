import { openDatabase } from '@/db/client';
import { pipelineStatements } from '@/lib/core/applications/pipeline-statements';
import { pipelineQuerySchema } from '@/lib/core/applications/pipeline-query';
import { readPipelinePage } from '@/lib/core/applications/pipeline-page-rows';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';
import { authenticateToken } from '@/lib/core/tokens/authenticate-token';
import { readWorld, tokenFor } from './world';
const world = readWorld('/tmp/pipe100k');
const handle = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/pipe100k' });
const actor = await authenticateToken(handle.db, tokenFor(world, 'retailer acme'));
const q = pipelineQuerySchema.parse(searchParamsToObject(new URLSearchParams('purchase_group=closed&sort_by=updated_at&sort_order=desc')));
const st = pipelineStatements({ actor, db: handle.db }, q);
let mapper: ((rows: unknown[][]) => unknown) | undefined;
const fakeDb = { _: { session: { prepareQuery: (_q: unknown, _f: unknown, _n: unknown, _a: unknown, m: typeof mapper) => { mapper = m; return { execute: async () => null }; } } } };
await readPipelinePage(fakeDb as never, st.page);
const client = (handle.db as unknown as { $client: any }).$client;
const raw = await client.unsafe(st.page.sql, st.page.params).values();
const N = 20000;
for (let r = 0; r < 3; r++) {
  const t0 = performance.now(); let x = 0;
  for (let i = 0; i < N; i++) x += (mapper!(raw) as unknown[]).length;
  console.log('decode', ((performance.now() - t0) / N * 1e3).toFixed(1), 'us/page', x);
}
await handle.close();
