import { asc, eq } from 'drizzle-orm';
import { checkoutOrigins } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { retailerOfActor } from './retailer-of-actor';

/** GET /checkout/origins: the retailer's allowlist, sorted (a set has no order). */
export async function getCheckoutOrigins(ctx: Ctx, retailerId?: number): Promise<{ origins: string[] }> {
  requirePermission(ctx, 'checkout.manage');
  const id = retailerOfActor(ctx, retailerId);
  const rows = await ctx.db.select({ origin: checkoutOrigins.origin }).from(checkoutOrigins).where(eq(checkoutOrigins.retailerId, id)).orderBy(asc(checkoutOrigins.origin));
  return { origins: rows.map((r) => r.origin) };
}
