import { and, eq, isNull } from 'drizzle-orm';
import { esignEnvelopes } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import type { EsignEnvelopeRow } from '@/db/schema/esign-envelopes';
import { lesseeSignature, signingAuditPage } from './audit-page';
import { loadSigningSubject } from './signing-subject';
import type { ContractRenderer } from './types';

/**
 * The signed contract of an envelope signed with `deferPdf` (the demo seed signs hundreds of leases and
 * cannot spend a second rendering each): rendered from the evidence stored at signing — signer, method,
 * signature, times, IP, user agent — exactly as signEnvelope would have, on its first download, and
 * stored (with both hashes) so every later download serves the same bytes. Outside any transaction.
 */
export async function ensureSignedPdf(db: DbOrTx, envelope: EsignEnvelopeRow, renderer: ContractRenderer): Promise<EsignEnvelopeRow> {
  if (envelope.signedPdf || envelope.status !== 'signed' || !envelope.signedAt || !envelope.signerName) return envelope;
  const { data, subject, applicantName } = await loadSigningSubject(db, envelope, { signed: true });
  const signature = envelope.signatureMethod === 'drawn' && envelope.signatureImage ? { kind: 'drawn' as const, pngDataUrl: envelope.signatureImage } : { kind: 'typed' as const };
  const signatures = [lesseeSignature(envelope.signerName, envelope.signedAt, signature)];
  const unsigned = await renderer.renderContractPdf(data);
  const signedPages = await renderer.renderContractPdf(data, { signatures });
  const auditPage = signingAuditPage({
    language: envelope.language,
    loanNumber: subject.lease.loanNumber,
    envelopeId: envelope.id,
    esignType: envelope.esignType,
    applicantName,
    signerName: envelope.signerName,
    method: signature.kind,
    createdAt: envelope.createdAt,
    consentAt: envelope.consentAt ?? envelope.signedAt,
    signedAt: envelope.signedAt,
    ip: envelope.signerIp,
    userAgent: envelope.signerUserAgent,
    unsignedSha256: unsigned.sha256,
    signedSha256: signedPages.sha256,
  });
  const signed = await renderer.renderSignedContractPdf(data, signatures, auditPage);
  const [stored] = await db
    .update(esignEnvelopes)
    .set({ unsignedSha256: unsigned.sha256, signedSha256: signed.sha256, signedPdf: Buffer.from(signed.pdf) })
    .where(and(eq(esignEnvelopes.id, envelope.id), isNull(esignEnvelopes.signedPdf)))
    .returning();
  if (stored) return stored;
  // Another download rendered it first: serve what it stored.
  const [current] = await db.select().from(esignEnvelopes).where(eq(esignEnvelopes.id, envelope.id));
  return current!;
}
