/**
 * The rows one lease creation writes: the retired lease it replaces, the lease, its terms. createLease
 * calls these inside its transaction, in that order.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { leases, leaseTerms } from '@/db/schema';
import type { Transaction } from '@/db/client';
import type { Lease } from '@/db/schema/leases';
import { centsToDollars } from '@/lib/core/money';
import { toPaymentsResponse } from '@/lib/core/pricing';
import type { Ctx } from '../context';
import { recordAudit } from '../audit/record-audit';
import { ConflictError } from '../errors';
import { voidOpenEnvelope } from '../esign/void-open-envelope';
import type { PricingSubject } from './internal';
import { loanNumberSql } from './loan-number';
import type { PricedLease } from './price-lease';
import type { PricingFacts } from './pricing-facts';
import type { LeaseEntity } from './schemas';

/** Marks the unsigned lease replaced (deleted_at) after voiding its envelope; the row and its terms stay as history. */
export async function retireReplacedLease(tx: Transaction, ctx: Ctx, active: Lease, retailerId: number, now: Date): Promise<Lease> {
  const voided = await voidOpenEnvelope(tx, ctx, active, 'lease_replaced', now);
  const [retired] = await tx
    .update(leases)
    .set({ deletedAt: now, closedAt: now, lastActivityAt: now })
    .where(and(eq(leases.id, active.id), eq(leases.stateCode, 'V'), isNull(leases.deletedAt)))
    .returning();
  if (!retired) throw new ConflictError(`Lease ${active.loanNumber} changed while this request was handled; reload it and try again.`);
  await recordAudit(tx, ctx, {
    action: 'lease.replaced',
    entityType: 'lease',
    entityId: active.id,
    retailerId,
    data: { applicationId: active.applicationId, loanNumber: active.loanNumber, voidedEnvelopeId: voided?.envelopeId ?? null },
  });
  return retired;
}

export async function insertLease(tx: Transaction, ctx: Ctx, { application, store }: PricingSubject, request: LeaseEntity, priced: PricedLease, leaseStartDate: string, now: Date) {
  const userId = ctx.actor.kind === 'staff' ? ctx.actor.userId : null;
  const { schedule: _schedule, ...computation } = toPaymentsResponse(priced.quote);
  const [lease] = await tx
    .insert(leases)
    .values({
      storeId: store.id,
      applicationId: application.id,
      stateCode: 'V',
      firstStatus: 'V',
      label: priced.option,
      loanNumber: loanNumberSql(leaseStartDate.slice(0, 4)),
      payGrade: priced.quote.band,
      score: application.score === null ? null : String(application.score),
      computation,
      approvedAmountCents: priced.approvedAmountCents,
      cashPriceCents: priced.cashPriceCents,
      leaseParams: {
        option: priced.option,
        paymentFrequency: priced.paymentFrequency,
        deliveryCharge: centsToDollars(request.deliveryCharge),
        additionalDown: centsToDollars(request.additionalDown),
        storeWillCollect: centsToDollars(request.storeWillCollect),
        ocp_included: request.ocp_included,
        include_warranty: request.include_warranty,
        primary_language: request.primary_language,
      },
      optionType: priced.option,
      fpd: priced.quote.firstPaymentDate.toISOString().slice(0, 10),
      loanAt: now,
      lastActivityAt: now,
      verifiedAt: application.verifiedAt,
      createdByUserId: userId,
      updatedByUserId: userId,
    })
    .returning();
  return lease!;
}

export async function insertTerms(
  tx: Transaction,
  lease: Lease,
  request: LeaseEntity,
  priced: PricedLease,
  facts: PricingFacts,
  payDate: string,
) {
  const q = priced.quote;
  const [terms] = await tx
    .insert(leaseTerms)
    .values({
      leaseId: lease.id,
      option: priced.option,
      paymentFrequency: priced.paymentFrequency,
      deliveryChargeCents: request.deliveryCharge,
      additionalDownCents: request.additionalDown,
      storeWillCollectCents: request.storeWillCollect,
      proposedDownPaymentCents: request.proposed_down_payment ?? null,
      includeWarranty: request.include_warranty,
      ocpIncluded: request.ocp_included,
      primaryLanguage: request.primary_language,
      esignType: request.esign_type ?? null,
      esignReturnUrl: request.esign_return_url ?? null,
      createEsign: request.create_esign,
      salesPersonName: request.sales_person?.name ?? null,
      salesPersonEmail: request.sales_person?.email ?? null,
      salesPersonPhone: request.sales_person?.phone ?? null,
      modelVersion: q.modelVersion,
      score: facts.score,
      band: q.band,
      rating: q.rating,
      companyState: q.companyState,
      salesTaxBps: q.salesTaxBps,
      leaseStartDate: q.leaseStartDate.toISOString().slice(0, 10),
      incomeFrequency: facts.incomeFrequency,
      payDate,
      firstPayDay: facts.semiMonthlyPayDays?.[0] ?? null,
      secondPayDay: facts.semiMonthlyPayDays?.[1] ?? null,
      cashPriceCents: priced.cashPriceCents,
      amountLeasedCents: priced.amountLeasedCents,
      approvedAmountCents: priced.approvedAmountCents,
      termMonths: q.term,
      numberOfPayments: q.numberOfPayments,
      multBps: q.multBps,
      capped: q.capped,
      leaseDepositCents: q.leaseDepositCents,
      leaseDepositTaxCents: q.leaseDepositTaxCents,
      paymentNoTaxCents: q.paymentAmountNoTaxCents,
      taxPerPaymentCents: q.taxPerPaymentCents,
      paymentCents: q.paymentAmountCents,
      ocpAmountCents: q.ocpAmountCents,
      totalOfPaymentsCents: q.totalOfPaymentsCents,
      totalCostOfOwnershipCents: q.totalCostOfOwnershipCents,
      firstPaymentDate: q.firstPaymentDate.toISOString().slice(0, 10),
    })
    .returning();
  return terms!;
}
