import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { buildContractData, resolveContractOptions } from './build-contract-data';
import { loadContractSubject } from './load-contract-subject';
import { recordContractAudit } from './record-contract-audit';
import { contractPdfRequestSchema, type ContractFormat, type ContractOptions, type ContractPdfRequest, type ContractPdfRequestInput } from './schemas';
import type { ContractDocumentData } from './types';

export type PreparedContract = { data: ContractDocumentData; options: ContractOptions; format: ContractFormat };

/**
 * A contract to hand over now (API description 4.11 with `format` `base64` or `pdf`, or the portal's
 * download): checks `contract.read`, finds the application inside the caller's scope (else 404) and its
 * lease (none: 409), builds the document data in the requested template version and language, and writes
 * the `contract.downloaded` audit row. The caller renders it (lib/pdf) and sends it.
 */
export async function prepareContract(
  ctx: Ctx,
  input: ContractPdfRequestInput | ContractPdfRequest | unknown,
  options: { via?: 'api' | 'portal' } = {},
): Promise<PreparedContract> {
  requirePermission(ctx, 'contract.read');
  const request = parseInput(contractPdfRequestSchema, input);
  const format = request.format === 'url' ? 'pdf' : request.format;
  return withTransaction(ctx, async (tx, txCtx) => {
    const subject = await loadContractSubject(tx, ctx.actor, request.appID);
    const resolved = resolveContractOptions(request, subject);
    const data = buildContractData(subject, resolved);
    await recordContractAudit(tx, txCtx, 'contract.downloaded', data, { format, via: options.via ?? 'api' });
    return { data, options: resolved, format };
  });
}
