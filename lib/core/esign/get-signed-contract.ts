import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { NotFoundError } from '../errors';
import { loadLease } from '../leases/internal';
import { withTransaction } from '../transaction';
import { signedEnvelope } from './internal';
import { ensureSignedPdf } from './render-signed-pdf';
import type { ContractRenderer } from './types';

/**
 * The signed contract of a lease, as stored at signing (contract, signature, audit page), for staff and
 * merchants (`contract.read`; clerks: 403). Out of scope or not signed: NotFoundError. Every download
 * writes a `contract.downloaded` audit row.
 */
export async function getSignedContract(
  ctx: Ctx,
  leaseRef: number | string,
  options: { via?: 'api' | 'portal'; renderer?: ContractRenderer } = {},
): Promise<{ pdf: Buffer; filename: string; sha256: string }> {
  requirePermission(ctx, 'contract.read');
  // A seeded signature stored without its PDF (signEnvelope's deferPdf) is rendered once, outside the transaction.
  if (options.renderer) {
    const { lease } = await loadLease(ctx.db, ctx.actor, leaseRef);
    const pending = await signedEnvelope(ctx.db, lease.id);
    if (pending && !pending.signedPdf) await ensureSignedPdf(ctx.db, pending, options.renderer);
  }
  return withTransaction(ctx, async (tx, txCtx) => {
    const { lease, retailerId } = await loadLease(tx, txCtx.actor, leaseRef);
    const envelope = await signedEnvelope(tx, lease.id);
    if (!envelope?.signedPdf || !envelope.signedSha256) throw new NotFoundError(`Lease ${lease.loanNumber} has no signed contract yet.`);
    await recordAudit(tx, txCtx, {
      action: 'contract.downloaded',
      entityType: 'lease',
      entityId: lease.id,
      retailerId,
      data: { applicationId: lease.applicationId, loanNumber: lease.loanNumber, document: 'signed', envelopeId: envelope.id, sha256: envelope.signedSha256, language: envelope.language, format: 'pdf', via: options.via ?? 'portal' },
    });
    return { pdf: envelope.signedPdf, filename: `${lease.loanNumber}-signed-lease-agreement-${envelope.language}.pdf`, sha256: envelope.signedSha256 };
  });
}
