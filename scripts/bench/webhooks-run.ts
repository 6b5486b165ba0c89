import { parseArgs } from 'node:util';
import type { Child } from './processes';
import { formatWebhookBench, runWebhookBench, webhookVerdicts } from './webhooks';

/** `node --import tsx scripts/bench/webhooks-run.ts [--port N] [--events N]`: the webhook rows alone (needs DATABASE_URL). */
const { values } = parseArgs({ options: { port: { type: 'string', default: '3403' }, events: { type: 'string', default: '5000' } } });
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('The webhook bench needs DATABASE_URL (PostgreSQL).');
  process.exit(1);
}
const children = new Set<Child>();
try {
  const bench = await runWebhookBench({ adminUrl, port: Number(values.port), events: Number(values.events), children });
  console.log(formatWebhookBench(bench));
  for (const v of webhookVerdicts(bench)) console.log(`${v.name}: ${v.value} (target ${v.target}) ${v.met ? 'met' : 'NOT met'}`);
} finally {
  await Promise.all([...children].map((c) => c.stop()));
}
