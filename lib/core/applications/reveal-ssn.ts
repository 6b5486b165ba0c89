import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { formatSsn, openSsn } from '../crypto/pii';
import { NotFoundError } from '../errors';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { loadApplication, type ApplicationRef } from './internal';
import { revealSsnSchema } from './schemas';

/**
 * The full SSN of the applicant (or co-applicant), for a manager or admin (`pii.reveal`). Every reveal
 * writes an audit row — who, which application, whose number — in the same transaction; the number
 * itself never reaches the audit log or any log.
 */
export async function revealSsn(ctx: Ctx, ref: ApplicationRef, input: { person?: 'applicant' | 'co_applicant' } = {}): Promise<{ ssn: string }> {
  requirePermission(ctx, 'pii.reveal');
  const { person } = parseInput(revealSsnSchema, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const { application, applicant, coApplicant } = await loadApplication(txCtx, ref);
    const subject = person === 'applicant' ? applicant : coApplicant;
    if (!subject) throw new NotFoundError('This application has no co-applicant.');
    const ssn = openSsn(subject.id, subject);
    if (!ssn) throw new NotFoundError('No Social Security number is on file.');
    await recordAudit(tx, txCtx, {
      action: 'applicant.ssn_revealed',
      entityType: 'application',
      entityId: application.id,
      retailerId: application.retailerId,
      data: { person, applicantId: subject.id },
    });
    return { ssn: formatSsn(ssn) };
  });
}
