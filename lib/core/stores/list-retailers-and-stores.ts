import { asc, eq } from 'drizzle-orm';
import { retailers, stores, type Retailer, type Store } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeOf } from '../scope';

export type RetailerWithStores = Pick<Retailer, 'id' | 'slug' | 'name' | 'requireTwoFactor'> & { stores: Store[] };

/** Settings → Stores: every retailer for an admin, their own for a manager (read-only for them). */
export async function listRetailersAndStores(ctx: Ctx): Promise<RetailerWithStores[]> {
  requirePermission(ctx, 'dashboard.read');
  const scope = scopeOf(ctx.actor);
  const where = scope.kind === 'all' ? undefined : scope.kind === 'retailer' ? eq(retailers.id, scope.retailerId) : eq(retailers.id, -1);
  const rows = await ctx.db.select({ id: retailers.id, slug: retailers.slug, name: retailers.name, requireTwoFactor: retailers.requireTwoFactor }).from(retailers).where(where).orderBy(asc(retailers.name));
  const storeRows = await ctx.db
    .select()
    .from(stores)
    .where(scope.kind === 'retailer' ? eq(stores.retailerId, scope.retailerId) : scope.kind === 'all' ? undefined : eq(stores.id, -1))
    .orderBy(asc(stores.name));
  return rows.map((r) => ({ ...r, stores: storeRows.filter((s) => s.retailerId === r.id) }));
}
