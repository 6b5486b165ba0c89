import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/db/client';
import { demoShopPort, seedCheckout } from '@/scripts/seed/seed-checkout';
import { systemActor } from '@/lib/core/context';
import { createApiToken } from '@/lib/core/tokens/create-api-token';

export { startDemoShop, type DemoShop, type DemoShopOptions } from './shop-server';

/**
 * Before `npm run demo` serves: the shop's origin on Acme's allowlist (also for a database seeded before
 * the shop existed) and the shop server's own API token for acme/houston, kept in DATA_DIR (created once).
 */
export async function prepareDemoShop(db: Database, dataDir: string): Promise<{ port: number; token: string }> {
  const port = demoShopPort();
  await seedCheckout(db, port);
  const file = path.join(dataDir, 'demo-shop-token');
  if (existsSync(file)) return { port, token: readFileSync(file, 'utf8').trim() };
  const created = await createApiToken({ actor: systemActor, db }, { retailerSlug: 'acme', storeSlug: 'houston', name: 'demo shop' });
  writeFileSync(file, created.token, { mode: 0o600 });
  return { port, token: created.token };
}
