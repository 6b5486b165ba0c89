import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError } from '../errors';
import { loadLease } from '../leases/internal';
import { withTransaction } from '../transaction';
import { esignPanelOf } from './get-esign-panel';
import type { EsignPanel } from './types';
import { voidOpenEnvelope } from './void-open-envelope';

/**
 * The portal's "void": the lease's open link stops working (it answers "voided"). `esign.manage`; out of
 * scope: NotFoundError; no open envelope: 409.
 */
export async function voidEnvelope(ctx: Ctx, leaseId: number, options: { now?: Date } = {}): Promise<EsignPanel> {
  requirePermission(ctx, 'esign.manage');
  const now = options.now ?? new Date();
  return withTransaction(ctx, async (tx, txCtx) => {
    const { lease } = await loadLease(tx, txCtx.actor, leaseId, { forUpdate: true });
    const voided = await voidOpenEnvelope(tx, txCtx, lease, 'voided_by_staff', now);
    if (!voided) throw new ConflictError(`Lease ${lease.loanNumber} has no open signing link to void.`);
    const { lease: fresh } = await loadLease(tx, txCtx.actor, lease.id);
    // After voiding there is no open link, so the panel needs no base URL.
    return esignPanelOf(tx, txCtx.actor, fresh, '', now);
  });
}
