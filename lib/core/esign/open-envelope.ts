import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicants, applications, esignEnvelopes, leases, stores } from '@/db/schema';
import type { Transaction } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import { recordAudit } from '../audit/record-audit';
import { describeActor } from '../context';
import { ValidationError } from '../errors';
import { signingLinkTemplate } from '../messaging/templates';
import type { OutgoingMessage } from '../messaging/types';
import { maskRecipient } from './internal';
import { newSigningToken, hashSigningToken, sealEnvelopeSecrets, signingUrl, SIGNING_LINK_TTL_MS } from './tokens';
import type { EsignEnvelope, EsignRequest, EsignType } from './types';

/** An envelope just opened, and the message carrying its link (email/SMS) to send once the transaction commits. */
export type OpenedEnvelope = { envelope: EsignEnvelope; signingUrl: string; message: OutgoingMessage | null };

/**
 * Opens a 72-hour signing envelope for a lease awaiting signature, inside the caller's transaction (lease
 * creation, or a resend that has just voided the previous one). `embedded` answers the signing URL for
 * in-store signing; `email` / `sms` prepare the message to the applicant, sent by the caller after commit.
 * The caller has checked the actor's permission and scope. Null when `create_esign` is false.
 */
export async function openEnvelope(tx: Transaction, ctx: Ctx, lease: Lease, request: EsignRequest, now = new Date()): Promise<OpenedEnvelope | null> {
  if (!request.createEsign) return null;
  const esignType: EsignType = request.esignType ?? 'embedded';
  const [subject] = await tx
    .select({ retailerId: applications.retailerId, storeName: stores.name, email: applicants.email, cell: applicants.cell, phone: applicants.phone })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .innerJoin(stores, eq(stores.id, applications.storeId))
    .where(eq(applications.id, lease.applicationId));
  if (!subject) throw new Error(`Lease ${lease.id} has no application.`);

  const recipient = esignType === 'email' ? subject.email : esignType === 'sms' ? (subject.cell ?? subject.phone) : null;
  if (esignType !== 'embedded' && !recipient) {
    throw ValidationError.field('esign_type', esignType === 'email' ? 'The applicant has no email address on file; choose sms or embedded.' : 'The applicant has no phone number on file; choose email or embedded.');
  }

  const id = randomUUID();
  const token = newSigningToken();
  const expiresAt = new Date(now.getTime() + SIGNING_LINK_TTL_MS);
  const url = signingUrl(request.baseUrl, token);
  const { actorType, actorId } = describeActor(ctx.actor);
  await tx.insert(esignEnvelopes).values({
    id,
    leaseId: lease.id,
    retailerId: subject.retailerId,
    esignType,
    status: 'open',
    tokenHash: hashSigningToken(token),
    ...sealEnvelopeSecrets(id, token, recipient),
    recipientMasked: recipient && esignType !== 'embedded' ? maskRecipient(esignType, recipient) : null,
    returnUrl: request.esignReturnUrl,
    language: request.language,
    createdByUserId: ctx.actor.kind === 'staff' ? ctx.actor.userId : null,
    createdBy: actorId === null ? actorType : `${actorType}:${actorId}`,
    createdAt: now,
    expiresAt,
  });
  // The link itself is never stored on the lease: `e_sign_contract_url` is filled at read time (docs/esign.md).
  await tx.update(leases).set({ envelopeId: id, esignLocation: esignType, eSignContractUrl: null, lastActivityAt: now }).where(eq(leases.id, lease.id));
  await recordAudit(tx, ctx, {
    action: 'esign.envelope_opened',
    entityType: 'lease',
    entityId: lease.id,
    retailerId: subject.retailerId,
    data: { applicationId: lease.applicationId, loanNumber: lease.loanNumber, envelopeId: id, esignType, language: request.language, expiresAt: expiresAt.toISOString() },
  });

  const message = recipient && esignType !== 'embedded' ? linkMessage(esignType, recipient, url, lease, subject.storeName, subject.retailerId, request.language) : null;
  return {
    envelope: { envelope_id: id, esign_type: esignType, status: 'open', url: esignType === 'embedded' ? url : null, expires_at: expiresAt.toISOString(), sent_at: null, signed_at: null },
    signingUrl: url,
    message,
  };
}

function linkMessage(channel: 'email' | 'sms', to: string, url: string, lease: Lease, storeName: string, retailerId: number, language: 'en' | 'es'): OutgoingMessage {
  const rendered = signingLinkTemplate(language, { url, storeName, loanNumber: lease.loanNumber, hours: SIGNING_LINK_TTL_MS / 3_600_000 });
  return {
    channel,
    to,
    subject: channel === 'email' ? rendered.email.subject : undefined,
    text: channel === 'email' ? rendered.email.text : rendered.sms,
    template: 'esign-link',
    language,
    retailerId,
    applicationId: lease.applicationId,
  };
}
