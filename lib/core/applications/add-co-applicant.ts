import { eq, sql } from 'drizzle-orm';
import { applicants, applications, stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { ConflictError } from '../errors';
import { scoreWith } from '../scoring';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { toApplicantRow } from './create-application';
import { loadApplication, type ApplicationRef } from './internal';
import { coApplicantSchema, type CoApplicantInput } from './schemas';
import { toScoringInput, type ScoredIncome } from './scoring-input';
import { applicantView, type ApplicantView } from './views';

/** A co-applicant can join while the decision is open: pending verification, in review, or approved. */
const OPEN_STATES = new Set(['V', 'R', 'A']);

export type AddCoApplicantResult = { applicationId: number; coApplicant: ApplicantView; coapplicantScore: number | null };

/**
 * POST /applications/{application}/add-co-applicant (4.3). Records the co-applicant (SSN encrypted like
 * the applicant's) and their `coapplicant_score`, scored with the application's own model version. The
 * application's decision is not re-made: a decision is recorded once; a household that wants to be
 * decided together applies with `co_applicant` in the application.
 */
export async function addCoApplicant(ctx: Ctx, ref: ApplicationRef, input: CoApplicantInput | unknown): Promise<AddCoApplicantResult> {
  requirePermission(ctx, 'application.create');
  const data = parseInput(coApplicantSchema, input);
  return withTransaction(ctx, async (tx, txCtx) => {
    const { application, applicant } = await loadApplication(txCtx, ref, { forUpdate: true });
    if (!OPEN_STATES.has(application.stateCode)) throw new ConflictError(`A co-applicant cannot be added to an application in state ${application.stateCode}.`);
    if (application.coApplicantId !== null) throw new ConflictError('This application already has a co-applicant.');
    if (application.modelVersion === null || !applicant.primaryIncome || !applicant.dateOfBirth) throw new ConflictError('This application has no recorded decision.');

    const [facts] = await tx
      .select({ state: stores.state, coApplicantId: sql<number>`nextval('applicants_id_seq')`.mapWith(Number) })
      .from(stores)
      .where(eq(stores.id, application.storeId));
    const asOf = new Date();
    const coapplicantScore = scoreWith(
      application.modelVersion,
      toScoringInput({
        primaryIncome: applicant.primaryIncome as ScoredIncome,
        secondaryIncome: applicant.secondaryIncome as ScoredIncome | null,
        dateOfBirth: applicant.dateOfBirth,
        bankOpenedAt: application.bankOpenedAt,
        onlineBanking: application.bankOnline,
        coApplicant: { primaryIncome: data.primaryIncome, dateOfBirth: data.date_of_birth },
        storeState: facts!.state,
        asOf,
        recentDecline: false,
      }),
    ).coapplicantScore;

    const [coApplicant] = await tx.insert(applicants).values(toApplicantRow(facts!.coApplicantId, application.retailerId, data)).returning();
    await tx
      .update(applications)
      .set({ coApplicantId: coApplicant!.id, coapplicantScore, updatedAt: asOf })
      .where(eq(applications.id, application.id));
    await recordAudit(tx, txCtx, {
      action: 'application.co_applicant_added',
      entityType: 'application',
      entityId: application.id,
      retailerId: application.retailerId,
      data: { coApplicantId: coApplicant!.id, coapplicantScore, modelVersion: application.modelVersion },
    });
    return { applicationId: application.id, coApplicant: applicantView(coApplicant!), coapplicantScore };
  });
}
