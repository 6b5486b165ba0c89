/**
 * E-signature (SPEC §8, docs/esign.md): the single entry point of lib/core/esign. Framework-free: the
 * signing operations take the PDF renderer from the door (`contractRenderer` of lib/pdf/render-contract).
 *
 * Lease creation (createLease) opens the envelope and replacing a lease voids it; staff operations check
 * permission and scope themselves; the public signing operations take the token as the signer's authority.
 */
export type { ContractRenderer, EnvelopeStatus, EsignEnvelope, EsignPanel, EsignRequest, EsignType, RenderedPdf, SigningSession, SigningSummary } from './types';
export { signEnvelopeSchema, MAX_DRAWN_SIGNATURE_CHARS, type SignEnvelopeForm, type SignEnvelopeInput } from './schemas';
export { SigningLinkUnavailableError, unavailableLinkMessage, type UnavailableLinkStatus } from './errors';
export { SIGNING_LINK_TTL_MS, signingUrl } from './tokens';

export { openEnvelope, type OpenedEnvelope } from './open-envelope';
export { voidOpenEnvelope, type VoidReason } from './void-open-envelope';
export { getEsignPanel, leaseEsignOf } from './get-esign-panel';
export { sendSigningLink } from './send-signing-link';
export { voidEnvelope } from './void-envelope';
export { getSignedContract } from './get-signed-contract';
export { loadSigningSession } from './load-signing-session';
export { renderSigningContract } from './render-signing-contract';
export { signEnvelope } from './sign-envelope';
