import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@/db/client';
import { DEMO_PASSWORD, demoUsers } from '@/scripts/seed/demo-organisation';
import { formatSeedResult, isSeeded, seedDemo } from '@/scripts/seed/seed-demo';
import { prepareDemoShop, startDemoShop } from './demo-shop';
import { env } from '@/lib/env';
import { productionServerCommand } from './production-server';

/**
 * `npm run demo`: the portal and API on the embedded database with demo data. Seeds on first run
 * (printing the demo logins and API tokens), builds when the code changed since the last build, then
 * serves on PORT (default 3000).
 */
const port = process.env.PORT ?? '3000';
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

const config = env();
const handle = await openDatabase({ prepareEveryStatement: true }); // the seed runs its statements thousands of times
await migrateDatabase(handle);
let seedReport: string;
if (await isSeeded(handle.db)) {
  seedReport = [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...demoUsers.map((u) => `  ${u.role.padEnd(8)} ${u.email}`),
    '',
    'API tokens were printed when the data was first seeded; make another with',
    '  npm run token:create -- --retailer acme --store houston',
  ].join('\n');
} else {
  console.log('Seeding demo data…');
  seedReport = formatSeedResult(await seedDemo(handle.db));
}
const shop = await prepareDemoShop(handle.db, config.DATA_DIR);
await handle.close(); // PGlite has one owner: release it before the server opens it.

const buildStamp = path.join(distDir, 'leaseline-build-stamp');
const sourceStamp = (() => {
  try {
    return execSync('git rev-parse HEAD && git status --porcelain -- app components lib db public server next.config.ts package-lock.json', { encoding: 'utf8' });
  } catch {
    return String(Date.now());
  }
})();
const built = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === sourceStamp;
if (!built) {
  console.log('Building the portal (first run or code changed)…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(buildStamp, sourceStamp);
}

// The production server (lib/server/door/main.ts), compiled with this build.
const production = await productionServerCommand(distDir, { rebuild: !built });
// The demo's shops (the checkout demo, `npm run demo:vendure`) receive webhooks on localhost over http, which a
// production server refuses (docs/webhooks.md); an explicit WEBHOOK_ALLOW_PRIVATE_TARGETS still wins.
const serverEnv = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...process.env, NEXT_DIST_DIR: distDir, PORT: port };
const server = spawn(production.command, production.args, { stdio: ['inherit', 'pipe', 'inherit'], env: serverEnv });
let announced = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server|Leaseline ready/i.test(chunk.toString())) {
    announced = true;
    const base = `http://localhost:${port}`;
    console.log(`\nLeaseline is running on ${config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite (${config.DATA_DIR})`}.`);
    console.log(`  Portal:   ${base}/login`);
    console.log(`  API:      ${base}/api/v1   (reference: ${base}/docs)`);
    startDemoShop({ port: shop.port, host: '', portalUrl: base, token: shop.token, retailerSlug: 'acme', storeSlug: 'houston' })
      .then(() => console.log(`  Shop:     http://localhost:${shop.port}/   (demo merchant using checkout.js; DEMO_SHOP_PORT)\n`))
      .catch((error: unknown) => console.error(`  Shop:     could not start on port ${shop.port}: ${(error as Error).message}\n`));
    console.log(seedReport + '\n');
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
