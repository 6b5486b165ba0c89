import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { applications, retailers, stores, userStores, users } from '@/db/schema';
import { systemActor } from '@/lib/core/context';
import { createApiToken, type CreatedApiToken } from '@/lib/core/tokens/create-api-token';
import { hashPassword } from '@/lib/core/users/password';
import { DEMO_PASSWORD, demoRetailers, demoStores, demoUsers } from './demo-organisation';
import { createRandom } from './random';
import { seedApplications } from './seed-applications';
import { seedCheckout } from './seed-checkout';
import { seedManagerPortal } from './seed-manager-portal';

export type SeedResult = {
  users: { email: string; role: string; password: string; stores: string[] }[];
  tokens: (CreatedApiToken & { label: string })[];
  applications: number;
};

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(retailers);
  return (row?.n ?? 0) > 0;
}

/**
 * The demo world: retailers, stores, staff of every role, a token per store and per retailer, and
 * `applications` generated applications (deterministic for a given `seed`, dated relative to `now`).
 */
export async function seedDemo(db: Database, options: { applications?: number; seed?: number; now?: Date; onProgress?: (done: number) => void } = {}): Promise<SeedResult> {
  const rng = createRandom(options.seed ?? 20261122);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const retailerRows = await db.insert(retailers).values([...demoRetailers]).returning();
  const retailerId = (slug: string) => retailerRows.find((r) => r.slug === slug)!.id;
  const storeRows = await db
    .insert(stores)
    .values(demoStores.map(({ retailer, ...store }) => ({ ...store, retailerId: retailerId(retailer) })))
    .returning();

  for (const user of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({ email: user.email, name: user.name, role: user.role, passwordHash, retailerId: user.retailer ? retailerId(user.retailer) : null })
      .returning({ id: users.id });
    const assigned = storeRows.filter((s) => s.retailerId === (user.retailer ? retailerId(user.retailer) : -1) && user.stores?.includes(s.slug));
    if (assigned.length) await db.insert(userStores).values(assigned.map((s) => ({ userId: row!.id, storeId: s.id })));
  }

  await seedManagerPortal(db);

  const ctx = { actor: systemActor, db };
  const tokens: SeedResult['tokens'] = [];
  for (const retailer of retailerRows) {
    tokens.push({ ...(await createApiToken(ctx, { retailerSlug: retailer.slug, name: `${retailer.slug} (retailer)` })), label: `retailer ${retailer.slug}` });
    for (const store of storeRows.filter((s) => s.retailerId === retailer.id)) {
      tokens.push({ ...(await createApiToken(ctx, { retailerSlug: retailer.slug, storeSlug: store.slug })), label: `store ${retailer.slug}/${store.slug} (id ${store.id})` });
    }
  }

  const applicationCount = options.applications ?? 2400;
  await seedApplications(db, { count: applicationCount, stores: storeRows, rng, now, onProgress: options.onProgress });
  await seedCheckout(db);
  const [total] = await db.select({ n: count() }).from(applications);
  return {
    users: demoUsers.map((u) => ({ email: u.email, role: u.role, password: DEMO_PASSWORD, stores: u.stores ?? [] })),
    tokens,
    applications: total?.n ?? 0,
  };
}

export function formatSeedResult(result: SeedResult): string {
  const lines = ['Demo logins (password for all: ' + DEMO_PASSWORD + '):'];
  for (const u of result.users) lines.push(`  ${u.role.padEnd(8)} ${u.email}${u.stores.length ? `  (stores: ${u.stores.join(', ')})` : ''}`);
  lines.push('', 'API tokens (shown once; only their hashes are stored):');
  for (const t of result.tokens) lines.push(`  ${t.label.padEnd(34)} ${t.token}`);
  lines.push('', `${result.applications} applications in the pipeline.`);
  return lines.join('\n');
}
