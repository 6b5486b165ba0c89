import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ContractUnavailableError } from '../contracts/errors';
import { ConflictError } from '../errors';
import { loadLease, loadTermsAndItems } from '../leases/internal';
import { LEASE_STATE_NAMES } from '../leases/transitions';
import { withTransaction } from '../transaction';
import { deliverSigningLink } from './deliver-signing-link';
import { esignPanelOf } from './get-esign-panel';
import { openEnvelope } from './open-envelope';
import type { EsignPanel, EsignType } from './types';
import { voidOpenEnvelope } from './void-open-envelope';

/**
 * The portal's "send" / "re-send": voids the lease's open envelope, if any, and opens a new 72-hour one
 * in the lease's language, in one transaction (the lease row locked, so two sends queue). `email` / `sms`
 * go to the applicant after commit; `embedded` returns the panel with the link for in-store signing.
 * `esign.manage` (sales, manager, admin); out of scope: NotFoundError; a lease not awaiting signature: 409.
 */
export async function sendSigningLink(ctx: Ctx, leaseId: number, input: { channel: EsignType; baseUrl: string; now?: Date }): Promise<EsignPanel> {
  requirePermission(ctx, 'esign.manage');
  const now = input.now ?? new Date();
  const { opened, lease } = await withTransaction(ctx, async (tx, txCtx) => {
    const { lease } = await loadLease(tx, txCtx.actor, leaseId, { forUpdate: true });
    if (lease.deletedAt) throw new ConflictError(`Lease ${lease.loanNumber} was replaced; send the link of the lease that replaced it.`);
    if (lease.stateCode !== 'V') throw new ConflictError(`Lease ${lease.loanNumber} is ${LEASE_STATE_NAMES[lease.stateCode]} (${lease.stateCode}); only a lease awaiting signature (V) can be sent for signing.`);
    const { terms } = await loadTermsAndItems(tx, lease.id);
    // No priced terms, no contract to sign: refuse here rather than open a link that cannot show one.
    if (!terms) throw new ContractUnavailableError(lease.loanNumber);
    await voidOpenEnvelope(tx, txCtx, lease, 'resent', now);
    const language = terms.primaryLanguage;
    const opened = await openEnvelope(tx, txCtx, lease, { createEsign: true, esignType: input.channel, esignReturnUrl: null, language, baseUrl: input.baseUrl }, now);
    return { opened: opened!, lease };
  });
  if (opened.message) await deliverSigningLink(ctx.db, opened.envelope.envelope_id, opened.message);
  const { lease: fresh } = await loadLease(ctx.db, ctx.actor, lease.id);
  return esignPanelOf(ctx.db, ctx.actor, fresh, input.baseUrl, now);
}
