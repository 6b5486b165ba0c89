import { parseArgs } from 'node:util';
import { fail, printFieldErrors, withSystemContext } from './cli-support';
import { createUser } from '@/lib/core/users/create-user';
import { createUserInput } from '@/lib/core/users/schemas';
import { zodFieldErrors } from '@/lib/core/validation';

const usage = `Usage: npm run user:create -- --email <email> --role <admin|manager|sales|clerk> --password <password>
                           [--retailer <slug>] [--stores <slug,slug>] [--name <text>]

Creates a staff user. Every role but admin needs --retailer; clerk and sales need --stores (slugs of
the retailer's stores). Passwords: at least 12 characters. Uses DATABASE_URL, or the PGlite database
under DATA_DIR (default .data).`;

const optionNames: Record<string, string> = { email: '--email', role: '--role', password: '--password', retailer: '--retailer', stores: '--stores', name: '--name' };


let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      retailer: { type: 'string' },
      stores: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
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

const input = {
  email: args.email ?? '',
  role: args.role ?? '',
  password: args.password ?? '',
  retailer: args.retailer,
  stores: (args.stores ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  name: args.name,
};
const checked = createUserInput.safeParse(input);
if (!checked.success) {
  printFieldErrors(zodFieldErrors(checked.error), optionNames);
  fail(`\n${usage}`, 1);
}

await withSystemContext(async (ctx) => {
  const user = await createUser(ctx, checked.data);
  const where = user.retailerId === null ? 'the provider (all retailers)' : `retailer ${args.retailer}${user.storeIds.length ? `, stores ${input.stores.join(', ')}` : ''}`;
  console.log(`Created ${user.role} #${user.id} ${user.email} for ${where}.`);
}, optionNames);
