import { and, eq } from 'drizzle-orm';
import { esignEnvelopes, leases } from '@/db/schema';
import type { Transaction } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { recordAudit } from '../audit/record-audit';

export type VoidReason = 'lease_replaced' | 'resent' | 'voided_by_staff';

/**
 * Voids the lease's open envelope, if it has one, inside the caller's transaction, so its link answers
 * "voided" from now on; an open envelope past its expiry is voided too. Returns the envelope voided.
 */
export async function voidOpenEnvelope(tx: Transaction, ctx: Ctx, lease: Lease, reason: VoidReason = 'lease_replaced', now = new Date()): Promise<{ envelopeId: string } | null> {
  const [voided] = await tx
    .update(esignEnvelopes)
    .set({ status: 'voided', voidedAt: now })
    .where(and(eq(esignEnvelopes.leaseId, lease.id), eq(esignEnvelopes.status, 'open')))
    .returning({ id: esignEnvelopes.id, retailerId: esignEnvelopes.retailerId });
  if (!voided) return null;
  await tx.update(leases).set({ eSignContractUrl: null, lastActivityAt: now }).where(eq(leases.id, lease.id));
  await recordAudit(tx, ctx, {
    action: 'esign.envelope_voided',
    entityType: 'lease',
    entityId: lease.id,
    retailerId: voided.retailerId,
    data: { applicationId: lease.applicationId, loanNumber: lease.loanNumber, envelopeId: voided.id, reason },
  });
  return { envelopeId: voided.id };
}
