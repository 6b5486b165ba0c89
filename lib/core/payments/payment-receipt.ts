import { and, eq } from 'drizzle-orm';
import { applications, leasePayments, leases, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import { scopeCondition, scopeOf } from '../scope';

/** One payment with what a receipt shows (store, lease, customer's name), inside the actor's scope. */
export async function getPaymentReceipt(ctx: Ctx, paymentId: string) {
  requirePermission(ctx, 'application.read');
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw new NotFoundError('Payment not found.');
  const [row] = await ctx.db
    .select({ payment: leasePayments, loanNumber: leases.loanNumber, leaseId: leases.id, applicationId: leases.applicationId, customer: applications.label, store: stores.name, storeCity: stores.city, storeState: stores.state })
    .from(leasePayments)
    .innerJoin(leases, eq(leases.id, leasePayments.leaseId))
    .innerJoin(applications, eq(applications.id, leases.applicationId))
    .innerJoin(stores, eq(stores.id, leasePayments.storeId))
    .where(and(eq(leasePayments.id, paymentId), eq(leasePayments.kind, 'charge'), scopeCondition(scopeOf(ctx.actor), applications)));
  if (!row) throw new NotFoundError('Payment not found.');
  return row;
}

export type PaymentReceipt = Awaited<ReturnType<typeof getPaymentReceipt>>;
