import { systemActor, type Ctx } from '../context';
import { NotFoundError } from '../errors';
import { withTransaction } from '../transaction';
import { buildContractData } from './build-contract-data';
import { loadContractSubject } from './load-contract-subject';
import type { PreparedContract } from './prepare-contract';
import { recordContractAudit } from './record-contract-audit';
import { verifyContractLink } from './signed-link';
import { contractTypes } from './types';

/**
 * The contract behind a signed link (/contracts/{token}). The verified token is the authority: it names
 * one application and lease, so the lookup runs with the system actor, limited to exactly that
 * application of that retailer. Throws ContractLinkInvalidError (altered: 403), ContractLinkExpiredError
 * (410), ContractLeaseReplacedError (the lease's terms were replaced since: 410), NotFoundError. Each
 * download writes `contract.downloaded` (via `signed_link`, naming who issued the link).
 */
export async function prepareContractFromLink(ctx: Omit<Ctx, 'actor'>, token: string, options: { now?: Date } = {}): Promise<PreparedContract> {
  const link = verifyContractLink(token, { now: options.now });
  const linkCtx: Ctx = { ...ctx, actor: systemActor };
  return withTransaction(linkCtx, async (tx, txCtx) => {
    const subject = await loadContractSubject(tx, systemActor, link.app, { leaseUuid: link.lease });
    if (subject.application.retailerId !== link.retailer) throw new NotFoundError('Contract not found.');
    const resolved = { type: contractTypes[link.type], typeCode: link.type, version: link.version, language: link.language };
    const data = buildContractData(subject, resolved);
    await recordContractAudit(tx, txCtx, 'contract.downloaded', data, { format: 'pdf', via: 'signed_link', linkIssuedBy: link.by });
    return { data, options: resolved, format: 'pdf' };
  });
}
