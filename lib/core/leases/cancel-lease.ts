import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { loadLease } from './internal';
import { cancelLeaseSchema, type CancelLeaseInput } from './schemas';
import { applyLeaseTransition } from './transitions';

/**
 * A manager cancels a lease before it is funded: V/S/D → X with a reason (`lease.cancelled`); the
 * application moves to X with it. The reason is kept on the lease (`delivery_cancelled_reason`) and sent
 * with the event, not written to the audit log (it is free text).
 */
export async function cancelLease(ctx: Ctx, input: CancelLeaseInput, options: { now?: Date } = {}): Promise<Lease> {
  requirePermission(ctx, 'lease.cancel');
  const { lease: ref, reason } = parseInput(cancelLeaseSchema, input);
  const now = options.now ?? new Date();
  return withTransaction(ctx, async (tx, txCtx) => {
    const scoped = await loadLease(tx, ctx.actor, ref, { forUpdate: true });
    const wasDelivered = scoped.lease.stateCode === 'D';
    return applyLeaseTransition(tx, txCtx, scoped, 'cancel', {
      now,
      set: { deliveryCancelledReason: reason, ...(wasDelivered ? { deliveredCanceledAt: now } : {}) },
      eventDetails: { reason },
    });
  });
}
