import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { loadLease } from './internal';
import { leaseRefSchema, type LeaseRefInput } from './schemas';
import { applyLeaseTransition } from './transitions';

/** The store confirms the merchandise was delivered: S → D (`lease.delivered`). */
export async function deliverLease(ctx: Ctx, input: LeaseRefInput, options: { now?: Date } = {}): Promise<Lease> {
  requirePermission(ctx, 'lease.deliver');
  const { lease: ref } = parseInput(leaseRefSchema, input);
  const now = options.now ?? new Date();
  return withTransaction(ctx, async (tx, txCtx) => {
    const scoped = await loadLease(tx, ctx.actor, ref, { forUpdate: true });
    return applyLeaseTransition(tx, txCtx, scoped, 'deliver', { now, set: { deliveredAt: now, deliveredSetAt: now } });
  });
}
