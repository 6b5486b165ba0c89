import type { Transaction } from '@/db/client';
import type { Ctx } from '../context';
import { recordAudit } from '../audit/record-audit';
import type { ContractDocumentData } from './types';

export type ContractAuditAction = 'contract.downloaded' | 'contract.link_issued';

/**
 * One audit row per contract download or link issued (SPEC §12: who, what, when), on the lease, with the
 * document's identity and how it left. No PII: ids, codes and the template's options only.
 */
export async function recordContractAudit(
  tx: Transaction,
  ctx: Ctx,
  action: ContractAuditAction,
  data: ContractDocumentData,
  details: { format: 'url' | 'base64' | 'pdf'; via: 'api' | 'signed_link' | 'portal' | 'esign'; [key: string]: string | number | null },
): Promise<void> {
  await recordAudit(tx, ctx, {
    action,
    entityType: 'lease',
    entityId: data.ids.leaseId,
    retailerId: data.ids.retailerId,
    data: {
      applicationId: data.ids.applicationId,
      loanNumber: data.ids.loanNumber,
      type: data.meta.type,
      version: data.meta.templateVersion,
      language: data.meta.language,
      ...details,
    },
  });
}
