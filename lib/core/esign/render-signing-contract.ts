import type { DbOrTx } from '@/db/client';
import { recordContractAudit } from '../contracts/record-contract-audit';
import { withTransaction } from '../transaction';
import { SigningLinkUnavailableError } from './errors';
import { envelopeByToken, envelopeStatus } from './internal';
import { signerCtx } from './signer';
import { loadSigningSubject } from './signing-subject';
import type { ContractRenderer } from './types';

/**
 * The unsigned contract the signing page shows, only while the link is open (else
 * SigningLinkUnavailableError). Audited like every contract download (`via: esign`, the signer's IP).
 */
export async function renderSigningContract(
  db: DbOrTx,
  token: string,
  options: { renderer: ContractRenderer; now?: Date; ip?: string | null; userAgent?: string | null },
): Promise<{ pdf: Buffer; filename: string; sha256: string }> {
  const envelope = await envelopeByToken(db, token);
  if (!envelope) throw new SigningLinkUnavailableError('unknown');
  const status = envelopeStatus(envelope, options.now ?? new Date());
  if (status !== 'open') throw new SigningLinkUnavailableError(status);
  const { data, subject } = await loadSigningSubject(db, envelope);
  const ctx = signerCtx(db, envelope, subject.lease, { ip: options.ip ?? null, userAgent: options.userAgent ?? null });
  await withTransaction(ctx, (tx, txCtx) => recordContractAudit(tx, txCtx, 'contract.downloaded', data, { format: 'pdf', via: 'esign', envelopeId: envelope.id }));
  return options.renderer.renderContractPdf(data);
}
