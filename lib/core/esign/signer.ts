import type { EsignEnvelopeRow } from '@/db/schema/esign-envelopes';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import type { DbOrTx } from '@/db/client';

/** The signer as the core's actor: the applicant of the envelope's lease, authorised by the link for signing only. */
export function signerCtx(db: DbOrTx, envelope: Pick<EsignEnvelopeRow, 'retailerId'>, lease: Pick<Lease, 'applicationId'>, request: { ip: string | null; userAgent: string | null }): Ctx {
  return {
    actor: { kind: 'applicant', applicationId: lease.applicationId, retailerId: envelope.retailerId, purpose: 'sign' },
    db,
    ip: request.ip ?? undefined,
    userAgent: request.userAgent ?? undefined,
  };
}
