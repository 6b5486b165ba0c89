import type { DbOrTx } from '@/db/client';
import { ContractLeaseReplacedError, ContractUnavailableError } from '../contracts/errors';
import { SigningLinkUnavailableError, unavailableLinkMessage } from './errors';
import { envelopeByToken, envelopeStatus } from './internal';
import { loadSigningSubject, signingSummary } from './signing-subject';
import type { SigningSession } from './types';

/**
 * What the public signing page shows for a token: the contract's summary while the link is open, or the
 * plain reason it cannot be used (signed, voided, expired, unknown, or a lease whose contract cannot be
 * produced). Never throws for a bad token; anything else unexpected is thrown for the door to log.
 */
export async function loadSigningSession(db: DbOrTx, token: string, now = new Date()): Promise<SigningSession> {
  const envelope = await envelopeByToken(db, token);
  if (!envelope) return { status: 'unknown', message: unavailableLinkMessage('unknown') };
  const status = envelopeStatus(envelope, now);
  if (status !== 'open') return { status, message: unavailableLinkMessage(status) };
  try {
    const { subject, data, applicantName } = await loadSigningSubject(db, envelope);
    return {
      status: 'open',
      envelopeId: envelope.id,
      language: envelope.language,
      loanNumber: subject.lease.loanNumber,
      storeName: subject.store.name,
      applicantName,
      summary: signingSummary(data),
      expiresAt: envelope.expiresAt.toISOString(),
    };
  } catch (error) {
    // Replacing a lease voids its envelope in the same transaction, so this is only a race with it.
    if (error instanceof ContractLeaseReplacedError) return { status: 'voided', message: unavailableLinkMessage('voided') };
    if (error instanceof SigningLinkUnavailableError) return { status: error.status, message: error.message };
    // A lease the system cannot render (no priced terms): a plain page, not a failure.
    if (error instanceof ContractUnavailableError) return { status: 'unavailable', message: error.message, loanNumber: error.loanNumber };
    throw error;
  }
}
