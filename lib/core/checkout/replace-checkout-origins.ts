import { eq } from 'drizzle-orm';
import { checkoutOrigins } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { retailerOfActor } from './retailer-of-actor';
import { checkoutOriginsSchema, type CheckoutOriginsInput } from './schemas';

/**
 * PUT /checkout/origins: replaces the retailer's allowlist with the given set (validated whole first:
 * one bad origin and nothing changes), audited with the before and after sets.
 */
export async function replaceCheckoutOrigins(ctx: Ctx, input: CheckoutOriginsInput | unknown, retailerId?: number): Promise<{ origins: string[] }> {
  requirePermission(ctx, 'checkout.manage');
  const id = retailerOfActor(ctx, retailerId);
  const { origins } = parseInput(checkoutOriginsSchema, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const before = await tx.delete(checkoutOrigins).where(eq(checkoutOrigins.retailerId, id)).returning({ origin: checkoutOrigins.origin });
    if (origins.length) await tx.insert(checkoutOrigins).values(origins.map((origin) => ({ retailerId: id, origin })));
    await recordAudit(tx, txCtx, {
      action: 'checkout.origins_replaced',
      entityType: 'retailer',
      entityId: id,
      retailerId: id,
      data: { before: before.map((r) => r.origin).sort(), after: origins },
    });
    return { origins };
  });
}
