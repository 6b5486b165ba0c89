import { parseArgs } from 'node:util';
import { fail, printFieldErrors, withSystemContext } from './cli-support';
import { createApiToken, createApiTokenInput } from '@/lib/core/tokens/create-api-token';
import { zodFieldErrors } from '@/lib/core/validation';

const usage = `Usage: npm run token:create -- --retailer <slug> [--store <slug>] [--name <text>] [--json]

Issues an API token bound to one store (--store) or to the whole retailer, and prints it once:
only its hash is stored. Uses DATABASE_URL, or the PGlite database under DATA_DIR (default .data).`;

const optionNames: Record<string, string> = { retailerSlug: '--retailer', storeSlug: '--store', retailer: '--retailer', store: '--store', name: '--name' };


let args;
try {
  args = parseArgs({
    options: { retailer: { type: 'string' }, store: { type: 'string' }, name: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`, 2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}

if (!args.retailer) {
  printFieldErrors({ retailer: ['Required: the slug of the retailer the token belongs to (with --store, the store\'s retailer).'] }, optionNames);
  fail(`\n${usage}`, 1);
}
const input = { retailerSlug: args.retailer, storeSlug: args.store, name: args.name };
const checked = createApiTokenInput.safeParse(input);
if (!checked.success) {
  printFieldErrors(zodFieldErrors(checked.error), optionNames);
  fail(`\n${usage}`, 1);
}

await withSystemContext(async (ctx) => {
  const token = await createApiToken(ctx, checked.data);
  if (args.json) {
    console.log(JSON.stringify({ id: token.id, name: token.name, retailerId: token.retailerId, storeId: token.storeId, prefix: token.prefix, token: token.token }));
  } else {
    const scope = token.storeId === null ? `retailer ${args.retailer} (all its stores)` : `store ${args.store} (id ${token.storeId}) of retailer ${args.retailer}`;
    console.log(`Created API token #${token.id} "${token.name}" for ${scope}.`);
    console.log('Copy it now; it is shown only once (only its hash is stored):\n');
    console.log(token.token);
  }
}, optionNames);
