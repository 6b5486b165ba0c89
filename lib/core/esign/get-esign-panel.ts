import type { DbOrTx } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { Actor, Ctx } from '../context';
import { can, requirePermission } from '../access';
import { loadLease } from '../leases/internal';
import { envelopeStatus, latestEnvelope } from './internal';
import { openEnvelopeToken, signingUrl } from './tokens';
import type { EsignEnvelope, EsignPanel } from './types';

/**
 * The portal's e-sign panel of a lease: its newest envelope and what the actor may do. Reading needs
 * `application.read` (a clerk sees the status); the open link, sending and voiding need `esign.manage`.
 * Out of scope: NotFoundError.
 */
export async function getEsignPanel(ctx: Ctx, leaseId: number, options: { baseUrl: string; now?: Date }): Promise<EsignPanel> {
  requirePermission(ctx, 'application.read');
  const { lease } = await loadLease(ctx.db, ctx.actor, leaseId);
  return esignPanelOf(ctx.db, ctx.actor, lease, options.baseUrl, options.now ?? new Date());
}

export async function esignPanelOf(db: DbOrTx, actor: Actor, lease: Lease, baseUrl: string, now: Date): Promise<EsignPanel> {
  const canManage = can(actor, 'esign.manage');
  const row = await latestEnvelope(db, lease.id);
  const status = row ? envelopeStatus(row, now) : null;
  return {
    leaseId: lease.id,
    loanNumber: lease.loanNumber,
    leaseState: lease.stateCode,
    envelope:
      row && status
        ? {
            envelopeId: row.id,
            esignType: row.esignType,
            status,
            sentTo: row.recipientMasked,
            sentAt: row.sentAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
            signedAt: row.signedAt?.toISOString() ?? null,
            signerName: row.signerName,
            signingUrl: status === 'open' && canManage ? signingUrl(baseUrl, openEnvelopeToken(row)) : null,
          }
        : null,
    signedPdfAvailable: row?.status === 'signed' && can(actor, 'contract.read'),
    canManage,
  };
}

/**
 * `esign` and `e_sign_contract_url` of GET /leases/{lease} (docs/esign.md). `esign.url` is the signing link
 * of an open `embedded` envelope; `e_sign_contract_url` is the open link of any type, or once signed the
 * signed contract's download URL. Links only for an actor who may manage e-sign.
 */
export async function leaseEsignOf(
  db: DbOrTx,
  actor: Actor,
  lease: Lease,
  baseUrl: string | undefined,
  now = new Date(),
): Promise<{ esign: EsignEnvelope | null; contractUrl: string | null }> {
  const row = await latestEnvelope(db, lease.id);
  if (!row) return { esign: null, contractUrl: null };
  const status = envelopeStatus(row, now);
  const link = status === 'open' && baseUrl !== undefined && can(actor, 'esign.manage') ? signingUrl(baseUrl, openEnvelopeToken(row)) : null;
  const esign: EsignEnvelope = {
    envelope_id: row.id,
    esign_type: row.esignType,
    status,
    url: row.esignType === 'embedded' ? link : null,
    expires_at: row.expiresAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    signed_at: row.signedAt?.toISOString() ?? null,
  };
  const signedUrl = status === 'signed' && lease.eSignContractUrl ? `${(baseUrl ?? '').replace(/\/+$/, '')}${lease.eSignContractUrl}` : null;
  return { esign, contractUrl: link ?? signedUrl };
}
