/**
 * E-signature (SPEC §8, docs/esign.md): the single entry point of lib/core/esign. Framework-free; the
 * signing operations take the PDF renderer from the door (`contractRenderer` of lib/pdf/render-contract).
 */
import type { Transaction, DbOrTx } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import type { Ctx } from '../context';
import type { SignEnvelopeInput } from './schemas';
import type { ContractRenderer, EsignEnvelope, EsignPanel, EsignRequest, EsignType, SigningSession } from './types';

export type { ContractRenderer, EnvelopeStatus, EsignEnvelope, EsignPanel, EsignRequest, EsignType, RenderedPdf, SigningSession, SigningSummary } from './types';
export { signEnvelopeSchema, MAX_DRAWN_SIGNATURE_CHARS, type SignEnvelopeForm, type SignEnvelopeInput } from './schemas';
export { SigningLinkUnavailableError, unavailableLinkMessage, type UnavailableLinkStatus } from './errors';

const notYet = (): never => {
  throw new Error('not implemented');
};

/** Lease creation: opens the lease's envelope inside its transaction (null when create_esign is false). */
export async function openEnvelope(_tx: Transaction, _ctx: Ctx, _lease: Lease, _request: EsignRequest): Promise<EsignEnvelope | null> {
  return notYet();
}
/** Replacing a lease's terms: voids its open envelope, if any. */
export async function voidOpenEnvelope(_tx: Transaction, _ctx: Ctx, _lease: Lease): Promise<{ envelopeId: string } | null> {
  return notYet();
}
export async function getEsignPanel(_ctx: Ctx, _leaseId: number, _options: { baseUrl: string }): Promise<EsignPanel> {
  return notYet();
}
export async function sendSigningLink(_ctx: Ctx, _leaseId: number, _input: { channel: EsignType; baseUrl: string }): Promise<EsignPanel> {
  return notYet();
}
export async function voidEnvelope(_ctx: Ctx, _leaseId: number): Promise<EsignPanel> {
  return notYet();
}
export async function getSignedContract(_ctx: Ctx, _leaseId: number): Promise<{ pdf: Buffer; filename: string }> {
  return notYet();
}
export async function loadSigningSession(_db: DbOrTx, _token: string, _now?: Date): Promise<SigningSession> {
  return notYet();
}
export async function renderSigningContract(_db: DbOrTx, _token: string, _options: { renderer: ContractRenderer; now?: Date }): Promise<{ pdf: Buffer; filename: string }> {
  return notYet();
}
export async function signEnvelope(
  _db: DbOrTx,
  _input: SignEnvelopeInput | unknown,
  _options: { renderer: ContractRenderer; now?: Date },
): Promise<{ leaseId: number; returnUrl: string | null }> {
  return notYet();
}
