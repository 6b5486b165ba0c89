import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { applicants, applications, auditEvents, outboxEvents, stores } from '@/db/schema';
import type { ApplicationState } from '@/db/schema/applications';
import type { Transaction } from '@/db/client';
import { describeActor, type Ctx } from '../context';
import { requirePermission } from '../access';
import { ssnBlindIndex } from '../crypto/field-encryption';
import { sealBank, sealSsn } from '../crypto/pii';
import { DAY_MS } from '../dates';
import type { EventType } from '../events/emit-event';
import { scoreApplication, type ScoringResult } from '../scoring';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { decisionOf, determinations, type ApplicationDecision } from './decision';
import { APPROVAL_VALID_DAYS } from './days-to-expire';
import { assertStoreInScope, storeIdFor } from './internal';
import { recentDeclineExists } from './recent-decline';
import { applicationSchema, type ApplicationData, type ApplicationInput } from './schemas';
import { toScoringInput } from './scoring-input';

export type CreateApplicationResult = {
  decision: ApplicationDecision;
  /** True when `reference_id` matched an earlier application of the store, whose result this is. */
  replayed: boolean;
};

/** A decision puts a fresh application in V (approved, verification pending), R (review) or N (declined). */
const stateAfterDecision: Record<ScoringResult['code'], ApplicationState> = { A: 'V', R: 'R', N: 'N' };

/**
 * POST /applications (4.2): validates, scores with the current model and records the application and its
 * decision in one transaction (applicants, application, audit rows, `application.created` and
 * `application.decided` events). A `reference_id` the store already used returns that application's
 * result instead of creating a second one.
 */
export async function createApplication(ctx: Ctx, input: ApplicationInput | unknown): Promise<CreateApplicationResult> {
  requirePermission(ctx, 'application.create');
  const data = parseInput(applicationSchema, input);
  const storeId = storeIdFor(ctx.actor, data.store_id);
  const asOf = new Date();
  const blindIndex = ssnBlindIndex(data.applicant.social_security_number);
  const referenceId = data.reference_id ?? null;

  return withTransaction(ctx, async (tx, txCtx) => {
    // One round trip: the store, a replayed reference, the recent-decline rule and the new row ids
    // (allocated first so each ciphertext can be bound to its own row).
    const [facts] = await tx
      .select({
        id: stores.id,
        retailerId: stores.retailerId,
        state: stores.state,
        existingId: referenceId
          ? sql<number | null>`(select replay.id from applications replay where replay.store_id = stores.id and replay.reference_id = ${referenceId})`.mapWith(Number)
          : sql<null>`null`,
        recentDecline: recentDeclineExists(sql.raw('stores.retailer_id'), blindIndex, asOf),
        applicantId: sql<number>`nextval('applicants_id_seq')`.mapWith(Number),
        coApplicantId: data.co_applicant ? sql<number>`nextval('applicants_id_seq')`.mapWith(Number) : sql<null>`null`,
        applicationId: sql<number>`nextval('applications_id_seq')`.mapWith(Number),
      })
      .from(stores)
      .where(eq(stores.id, storeId));
    assertStoreInScope(ctx.actor, facts);
    if (facts.existingId) return { decision: await recordedDecision(tx, facts.existingId), replayed: true };

    const result = scoreApplication(
      toScoringInput({
        primaryIncome: data.applicant.primaryIncome,
        secondaryIncome: data.applicant.secondaryIncome,
        dateOfBirth: data.applicant.date_of_birth,
        bankOpenedAt: data.banking.opened_at,
        onlineBanking: data.banking.online,
        coApplicant: data.co_applicant ? { primaryIncome: data.co_applicant.primaryIncome, dateOfBirth: data.co_applicant.date_of_birth } : null,
        storeState: facts.state,
        asOf,
        recentDecline: Boolean(facts.recentDecline),
      }),
    );

    const people = [applicantRow(facts.applicantId, facts.retailerId, data.applicant)];
    if (data.co_applicant && facts.coApplicantId) people.push(applicantRow(facts.coApplicantId, facts.retailerId, data.co_applicant));
    await tx.insert(applicants).values(people);

    const offerCents = Object.values(result.offers);
    const [application] = await tx
      .insert(applications)
      .values({
        id: facts.applicationId,
        retailerId: facts.retailerId,
        storeId: facts.id,
        applicantId: facts.applicantId,
        coApplicantId: facts.coApplicantId ?? null,
        stateCode: stateAfterDecision[result.code],
        label: `${data.applicant.first_name} ${data.applicant.last_name}`,
        referenceId,
        promoCode: data.promo_code ?? null,
        riskSessionId: data.risk_session_id ?? null,
        technician: data.technician ?? null,
        bankName: data.banking.bank_name ?? null,
        bankOpenedAt: data.banking.opened_at ?? null,
        bankOnline: data.banking.online ?? null,
        ...sealBank(facts.applicationId, data.banking.routing_number, data.banking.checking_account),
        modelVersion: result.modelVersion,
        score: result.score,
        coapplicantScore: result.coapplicantScore,
        band: result.band,
        decisionCode: result.code,
        reasonCodes: result.reasons.map((r) => r.code),
        offerAmounts: result.offers,
        downPaymentAmounts: result.downPayments,
        optionsApproved: result.optionsApproved,
        approvedAmountCents: offerCents.length ? Math.max(...offerCents) : null,
        // An application made in the hosted checkout carries its checkout's id; an API approval gets a fresh one.
        checkoutId: ctx.actor.kind === 'checkout' ? ctx.actor.checkoutId : result.code === 'A' ? randomUUID() : null,
        decidedAt: asOf,
        expiresAt: result.code === 'N' ? null : new Date(asOf.getTime() + APPROVAL_VALID_DAYS * DAY_MS),
        createdByUserId: ctx.actor.kind === 'staff' ? ctx.actor.userId : null,
        createdAt: asOf,
        updatedAt: asOf,
      })
      .onConflictDoNothing({ target: [applications.storeId, applications.referenceId], where: sql`reference_id is not null` })
      .returning();

    if (!application) {
      // Another request with the same reference committed first: its application is the answer.
      await tx.delete(applicants).where(inArray(applicants.id, people.map((p) => p.id!)));
      const [existing] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(sql`${applications.storeId} = ${facts.id} and ${applications.referenceId} = ${referenceId}`);
      return { decision: await recordedDecision(tx, existing!.id), replayed: true };
    }

    await recordDecisionTrail(tx, txCtx, application, result);
    return { decision: decisionOf(application, people[0]! as { firstName: string; middleName: string | null; lastName: string }), replayed: false };
  });
}

type PersonData = ApplicationData['applicant'] | NonNullable<ApplicationData['co_applicant']>;

function applicantRow(id: number, retailerId: number, person: PersonData): typeof applicants.$inferInsert {
  return {
    id,
    retailerId,
    title: person.title ?? null,
    firstName: person.first_name,
    middleName: person.middle_name ?? null,
    lastName: person.last_name,
    dateOfBirth: person.date_of_birth,
    email: person.email ?? null,
    phone: person.phone ?? null,
    cell: person.cell ?? null,
    identification: person.identification ?? null,
    identificationIssuer: person.identification_issuer ?? null,
    location: person.location ?? null,
    primaryIncome: person.primaryIncome,
    secondaryIncome: person.secondaryIncome ?? null,
    ...sealSsn(id, person.social_security_number),
  };
}

export { applicantRow as toApplicantRow };

async function recordedDecision(tx: Transaction, applicationId: number): Promise<ApplicationDecision> {
  const [row] = await tx
    .select({ application: applications, applicant: { firstName: applicants.firstName, middleName: applicants.middleName, lastName: applicants.lastName } })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
  return decisionOf(row!.application, row!.applicant);
}

/**
 * Audit rows and outbox events of a new application, in the caller's transaction. No PII: ids and codes.
 * Written as one multi-row insert per table (what recordAudit and emitEvent write, row for row) to keep
 * the decision to few round trips.
 */
async function recordDecisionTrail(tx: Transaction, ctx: Ctx, application: typeof applications.$inferSelect, result: ScoringResult) {
  const ids = {
    application_id: application.id,
    uuid: application.uuid,
    store_id: application.storeId,
    ...(ctx.actor.kind === 'checkout' ? { checkout_id: ctx.actor.checkoutId } : {}),
  };
  const { actorType, actorId } = describeActor(ctx.actor);
  const audit = { retailerId: application.retailerId, actorType, actorId, entityType: 'application', entityId: String(application.id), ip: ctx.ip ?? null };
  await tx.insert(auditEvents).values([
    { ...audit, action: 'application.created', data: { storeId: application.storeId, hasCoApplicant: application.coApplicantId !== null, referenceId: application.referenceId } },
    {
      ...audit,
      action: 'application.decided',
      data: {
        code: result.code,
        stateCode: application.stateCode,
        modelVersion: result.modelVersion,
        score: result.score,
        band: result.band,
        reasonCodes: result.reasons.map((r) => r.code),
        optionsApproved: result.optionsApproved,
      },
    },
  ]);
  const created: EventType = 'application.created';
  const decided: EventType = 'application.decided';
  await tx.insert(outboxEvents).values([
    { retailerId: application.retailerId, type: created, payload: { ...ids, state_code: application.stateCode, created_at: application.createdAt.toISOString() } },
    {
      retailerId: application.retailerId,
      type: decided,
      payload: {
        ...ids,
        code: result.code,
        determination: determinations[result.code],
        state_code: application.stateCode,
        model_version: result.modelVersion,
        score: result.score,
        options_approved: result.optionsApproved,
        offer_amounts_cents: result.offers,
        reason_codes: result.reasons.map((r) => r.code),
        decided_at: application.decidedAt?.toISOString() ?? null,
      },
    },
  ]);
}
