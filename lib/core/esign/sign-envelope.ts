import { and, eq, gt } from 'drizzle-orm';
import { esignEnvelopes } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { systemActor } from '../context';
import { ValidationError } from '../errors';
import { loadLease } from '../leases/internal';
import { applyLeaseTransition } from '../leases/transitions';
import { withTransaction } from '../transaction';
import { zodFieldErrors } from '../validation';
import { lesseeSignature, signingAuditPage } from './audit-page';
import { SigningLinkUnavailableError } from './errors';
import { envelopeByToken, envelopeStatus, signedContractPath } from './internal';
import { signEnvelopeSchema, type SignEnvelopeInput } from './schemas';
import { signerCtx } from './signer';
import { loadSigningSubject } from './signing-subject';
import type { ContractRenderer } from './types';

const MAX_USER_AGENT = 500;

/**
 * The signer submits the form (SPEC §8). The signed PDF — signature block filled, plus the audit page
 * (signer, times, IP, user agent, SHA-256 of the unsigned and signed agreement) — is rendered first,
 * outside any transaction (rendering takes a few hundred ms). Then, in one transaction: the envelope is
 * marked signed only if it is still open and unexpired (a conditional update, so a second submission or
 * a concurrent void loses), the PDF and evidence are stored, and the lease moves V → S through the
 * transition table with its audit row and `lease.signed` event. Returns where to send the signer next
 * (the `esign_return_url` of an embedded envelope).
 */
export async function signEnvelope(
  db: DbOrTx,
  input: SignEnvelopeInput | unknown,
  options: { renderer: ContractRenderer; now?: Date; deferPdf?: boolean },
): Promise<{ leaseId: number; returnUrl: string | null }> {
  const form = parseSigningForm(input);
  const request = requestFacts(input);
  const now = options.now ?? new Date();

  const envelope = await envelopeByToken(db, form.token);
  if (!envelope) throw new SigningLinkUnavailableError('unknown');
  const status = envelopeStatus(envelope, now);
  if (status !== 'open') throw new SigningLinkUnavailableError(status);

  const { data, subject, applicantName } = await loadSigningSubject(db, envelope);
  const { renderer } = options;
  // `deferPdf` (the demo seed only): the evidence is stored now, the PDF rendered on its first download
  // by ensureSignedPdf, from that evidence, exactly as below.
  const opened = envelope;
  const rendered = options.deferPdf ? null : await renderSigned();
  async function renderSigned() {
  const envelope = opened;
  const unsigned = await renderer.renderContractPdf(data);
  const signatures = [lesseeSignature(form.signerName, now, form.signature)];
  const signedPages = await renderer.renderContractPdf(data, { signatures });
  const auditPage = signingAuditPage({
    language: envelope.language,
    loanNumber: subject.lease.loanNumber,
    envelopeId: envelope.id,
    esignType: envelope.esignType,
    applicantName,
    signerName: form.signerName,
    method: form.signature.kind,
    createdAt: envelope.createdAt,
    consentAt: now,
    signedAt: now,
    ip: request.ip,
    userAgent: request.userAgent,
    unsignedSha256: unsigned.sha256,
    signedSha256: signedPages.sha256,
  });
  const signed = await renderer.renderSignedContractPdf(data, signatures, auditPage);
  return { unsigned, signed };
  }
  const unsigned = rendered ? rendered.unsigned : null;
  const signed = rendered ? rendered.signed : null;

  const ctx = signerCtx(db, envelope, subject.lease, request);
  await withTransaction(ctx, async (tx, txCtx) => {
    const [marked] = await tx
      .update(esignEnvelopes)
      .set({
        status: 'signed',
        // The form submits consent and signature together: consent is given at the moment of signing.
        consentAt: now,
        signedAt: now,
        signerName: form.signerName,
        signatureMethod: form.signature.kind,
        signatureImage: form.signature.kind === 'drawn' ? form.signature.pngDataUrl : null,
        signerIp: request.ip,
        signerUserAgent: request.userAgent,
        unsignedSha256: unsigned?.sha256 ?? null,
        signedSha256: signed?.sha256 ?? null,
        signedPdf: signed?.pdf ?? null,
      })
      .where(and(eq(esignEnvelopes.id, envelope.id), eq(esignEnvelopes.status, 'open'), gt(esignEnvelopes.expiresAt, now)))
      .returning({ id: esignEnvelopes.id });
    if (!marked) {
      const [current] = await tx.select({ status: esignEnvelopes.status, expiresAt: esignEnvelopes.expiresAt }).from(esignEnvelopes).where(eq(esignEnvelopes.id, envelope.id));
      const latest = current ? envelopeStatus(current, now) : 'unknown';
      throw new SigningLinkUnavailableError(latest === 'open' ? 'unknown' : latest);
    }
    const scoped = await loadLease(tx, systemActor, envelope.leaseId, { forUpdate: true });
    await applyLeaseTransition(tx, txCtx, scoped, 'sign', {
      now,
      set: { eSignContractUrl: signedContractPath(scoped.lease.uuid), acceptedAt: now },
      auditDetails: { envelopeId: envelope.id, esignType: envelope.esignType, signatureMethod: form.signature.kind, unsignedSha256: unsigned?.sha256 ?? null, signedSha256: signed?.sha256 ?? null },
      eventDetails: { envelope_id: envelope.id, esign_type: envelope.esignType, signed_at: now.toISOString(), signed_sha256: signed?.sha256 ?? null },
    });
  });
  return { leaseId: envelope.leaseId, returnUrl: envelope.esignType === 'embedded' ? envelope.returnUrl : null };
}

/** The form's fields; problems inside `signature` are reported on `signature`, where the page shows them. */
function parseSigningForm(input: unknown) {
  const result = signEnvelopeSchema.safeParse(input);
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) (out[key.startsWith('signature.') ? 'signature' : key] ??= []).push(...messages);
  throw new ValidationError(out);
}

function requestFacts(input: unknown): { ip: string | null; userAgent: string | null } {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
  return { ip: text(record.ip, 100), userAgent: text(record.userAgent, MAX_USER_AGENT) };
}
