import { describeActor, type Ctx } from '../context';
import { requirePermission } from '../access';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { buildContractData, resolveContractOptions } from './build-contract-data';
import { loadContractSubject } from './load-contract-subject';
import { recordContractAudit } from './record-contract-audit';
import { contractPdfRequestSchema, type ContractPdfRequest, type ContractPdfRequestInput } from './schemas';
import { signContractLink } from './signed-link';

/**
 * `format: url` (the default of API description 4.11): the same checks as prepareContract (permission,
 * scope, a lease to show, valid options), then a signed link to the document that expires
 * (signed-link.ts), and the `contract.link_issued` audit row. The download itself is audited when the
 * link is fetched (prepareContractFromLink). `token` goes in `/contracts/{token}`.
 */
export async function issueContractLink(
  ctx: Ctx,
  input: ContractPdfRequestInput | ContractPdfRequest | unknown,
  options: { now?: Date; ttlSeconds?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  requirePermission(ctx, 'contract.read');
  const request = parseInput(contractPdfRequestSchema, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const subject = await loadContractSubject(tx, ctx.actor, request.appID);
    const resolved = resolveContractOptions(request, subject);
    // Built, not rendered: proves the document can be made before a link to it is handed out.
    const data = buildContractData(subject, resolved);
    const { actorType, actorId } = describeActor(ctx.actor);
    const link = signContractLink(
      {
        app: subject.application.uuid,
        lease: subject.lease.uuid,
        retailer: subject.application.retailerId,
        type: resolved.typeCode,
        version: resolved.version,
        language: resolved.language,
        by: actorId ? `${actorType}:${actorId}` : actorType,
      },
      { now: options.now, ttlSeconds: options.ttlSeconds },
    );
    await recordContractAudit(tx, txCtx, 'contract.link_issued', data, { format: 'url', via: 'api', expiresAt: link.expiresAt.toISOString() });
    return link;
  });
}
