import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError } from '../errors';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { loadLease } from './internal';
import { cancelLeaseSchema, type CancelLeaseInput } from './schemas';
import { applyLeaseTransition } from './transitions';

const TOKEN_CANCELLABLE_STATES: ReadonlySet<string> = new Set(['V', 'S']);

/**
 * A manager cancels a lease before it is funded: V/S/D → X with a reason (`lease.cancelled`); the
 * application moves to X with it. The reason is kept on the lease (`delivery_cancelled_reason`) and sent
 * with the event, not written to the audit log (it is free text).
 *
 * A merchant's API token (a shop cancelling its order, `POST /leases/{lease}/cancel`) may cancel only
 * what has not been delivered (V, S): once goods are out, undoing the lease is the provider's staff's
 * call, so a token gets a 409 saying so and nothing changes.
 */
export async function cancelLease(ctx: Ctx, input: CancelLeaseInput, options: { now?: Date } = {}): Promise<Lease> {
  requirePermission(ctx, 'lease.cancel');
  const { lease: ref, reason } = parseInput(cancelLeaseSchema, input);
  const now = options.now ?? new Date();
  return withTransaction(ctx, async (tx, txCtx) => {
    const scoped = await loadLease(tx, ctx.actor, ref, { forUpdate: true });
    const wasDelivered = scoped.lease.stateCode === 'D';
    if (ctx.actor.kind === 'token' && !TOKEN_CANCELLABLE_STATES.has(scoped.lease.stateCode)) {
      throw new ConflictError(
        `Lease ${scoped.lease.loanNumber} is past delivery (${scoped.lease.stateCode}); an API token may cancel only leases awaiting signature or signed (V, S). Ask Leaseline staff to cancel it.`,
      );
    }
    return applyLeaseTransition(tx, txCtx, scoped, 'cancel', {
      now,
      set: { deliveryCancelledReason: reason, ...(wasDelivered ? { deliveredCanceledAt: now } : {}) },
      eventDetails: { reason },
    });
  });
}
