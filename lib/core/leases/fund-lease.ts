import { eq } from 'drizzle-orm';
import { leaseTerms } from '@/db/schema';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { loadLease } from './internal';
import { leaseRefSchema, type LeaseRefInput } from './schemas';
import { applyLeaseTransition } from './transitions';

/**
 * The provider pays the merchant: D → F (`lease.funded`), payments fall due. The funded amount is the
 * cash price less what the store collected from the customer itself (`storeWillCollect`): the rest of the
 * down payment is collected by the provider. Seeded leases without terms fund at their cash price.
 */
export async function fundLease(ctx: Ctx, input: LeaseRefInput, options: { now?: Date } = {}): Promise<Lease> {
  requirePermission(ctx, 'lease.fund');
  const { lease: ref } = parseInput(leaseRefSchema, input);
  const now = options.now ?? new Date();
  return withTransaction(ctx, async (tx, txCtx) => {
    const scoped = await loadLease(tx, ctx.actor, ref, { forUpdate: true });
    const [terms] = await tx.select().from(leaseTerms).where(eq(leaseTerms.leaseId, scoped.lease.id));
    const fundedAmountCents = terms ? terms.cashPriceCents - terms.storeWillCollectCents : scoped.lease.cashPriceCents;
    return applyLeaseTransition(tx, txCtx, scoped, 'fund', { now, set: { fundedAt: now, fundedAmountCents }, details: { fundedAmountCents } });
  });
}
