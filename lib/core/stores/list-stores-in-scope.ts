import { asc, eq } from 'drizzle-orm';
import { retailers, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeCondition, scopeOf } from '../scope';

export type StoreInScope = {
  id: number;
  slug: string;
  name: string;
  state: string;
  retailerId: number;
  retailerSlug: string;
  retailerName: string;
};

/**
 * The stores the actor can see, by retailer then store name: every store for a provider admin, the
 * retailer's stores for a manager or retailer token, the assigned stores for clerks and sales staff.
 * Filter pickers offer exactly these, so nobody is offered a store whose rows they cannot read.
 */
export async function listStoresInScope(ctx: Ctx): Promise<StoreInScope[]> {
  requirePermission(ctx, 'application.read');
  return ctx.db
    .select({
      id: stores.id,
      slug: stores.slug,
      name: stores.name,
      state: stores.state,
      retailerId: stores.retailerId,
      retailerSlug: retailers.slug,
      retailerName: retailers.name,
    })
    .from(stores)
    .innerJoin(retailers, eq(retailers.id, stores.retailerId))
    .where(scopeCondition(scopeOf(ctx.actor), { retailerId: stores.retailerId, storeId: stores.id }))
    .orderBy(asc(retailers.name), asc(stores.name), asc(stores.id));
}
