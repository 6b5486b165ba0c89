import { and, desc, eq } from 'drizzle-orm';
import { applications, leasePayments, leases, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { scopeCondition, scopeOf } from '../scope';

/**
 * Failed card payments across the actor's stores, newest first (managers: every store of their
 * retailer). Uses the partial index on failed payments per retailer.
 */
export async function listFailedPayments(ctx: Ctx, options: { limit?: number } = {}) {
  requirePermission(ctx, 'dashboard.read');
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  return ctx.db
    .select({
      id: leasePayments.id,
      createdAt: leasePayments.createdAt,
      amountCents: leasePayments.amountCents,
      failureCode: leasePayments.failureCode,
      cardBrand: leasePayments.cardBrand,
      cardLastFour: leasePayments.cardLastFour,
      sourceSystem: leasePayments.sourceSystem,
      loanNumber: leases.loanNumber,
      leaseState: leases.stateCode,
      applicationId: leases.applicationId,
      customer: applications.label,
      store: stores.name,
    })
    .from(leasePayments)
    .innerJoin(leases, eq(leases.id, leasePayments.leaseId))
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .innerJoin(stores, eq(stores.id, leasePayments.storeId))
    .where(and(eq(leasePayments.status, 'failed'), scopeCondition(scopeOf(ctx.actor), leasePayments)))
    .orderBy(desc(leasePayments.createdAt), desc(leasePayments.id))
    .limit(limit);
}

export type FailedPayment = Awaited<ReturnType<typeof listFailedPayments>>[number];
