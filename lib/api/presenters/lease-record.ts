import type { Lease } from '@/db/schema/leases';
import type { PipelineLease } from '@/lib/core/applications/list-application-groups';
import { centsToDollars } from '@/lib/core/money';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
// A pipeline row's timestamps arrive already printed (lib/core/applications/pipeline-page-rows.ts).
const iso = (moment: Date | string | null) => (moment === null ? null : typeof moment === 'string' ? moment : moment.toISOString());

/** The lease record of the API description (section 2.8), every field present, null where unknown. */
export function presentLeaseRecord(lease: Lease | PipelineLease) {
  return {
    id: lease.id,
    uuid: lease.uuid,
    store_id: lease.storeId,
    application_id: lease.applicationId,
    state_id: lease.stateId,
    state_code: lease.stateCode,
    label: lease.label,
    uid_WorkItemId: lease.uidWorkItemId,
    envelope: lease.envelope,
    envelope_id: lease.envelopeId,
    contract_id: lease.contractId,
    e_sign_contract_url: lease.eSignContractUrl,
    esign_location: lease.esignLocation,
    merchant_order_id: lease.merchantOrderId,
    loan_number: lease.loanNumber,
    ach_credit_id: lease.achCreditId,
    pay_grade: lease.payGrade,
    score: lease.score,
    computation: lease.computation,
    approved_amount: dollars(lease.approvedAmountCents),
    cash_price: dollars(lease.cashPriceCents),
    funded_amount: dollars(lease.fundedAmountCents),
    credits: dollars(lease.creditsCents),
    lease_params: lease.leaseParams,
    loan: lease.loan,
    '90_day_payoff': lease.ninetyDayPayoff,
    option_type: lease.optionType,
    extended: lease.extended,
    fpd: lease.fpd,
    comments: lease.comments,
    employee_comments: lease.employeeComments,
    applicant_home_phone_comment: lease.applicantHomePhoneComment,
    applicant_mobile_phone_comment: lease.applicantMobilePhoneComment,
    applicant_employer_phone_comment: lease.applicantEmployerPhoneComment,
    applicant_general_comment: lease.applicantGeneralComment,
    first_status_change_at: iso(lease.firstStatusChangeAt),
    accepted_at: iso(lease.acceptedAt),
    last_activity_at: iso(lease.lastActivityAt),
    closed_at: iso(lease.closedAt),
    created_at: iso(lease.createdAt),
    updated_at: iso(lease.updatedAt),
    deleted_at: iso(lease.deletedAt),
    loan_at: iso(lease.loanAt),
    funded_at: iso(lease.fundedAt),
    delivered_at: iso(lease.deliveredAt),
    rog_at: iso(lease.rogAt),
    delivered_canceled_at: iso(lease.deliveredCanceledAt),
    delivered_notified_at: iso(lease.deliveredNotifiedAt),
    delivered_set_at: iso(lease.deliveredSetAt),
    verified_at: iso(lease.verifiedAt),
    down_payment_timestamp: iso(lease.downPaymentTimestamp),
    updated_by_user_id: lease.updatedByUserId,
    created_by_user_id: lease.createdByUserId,
    approved_by_user_id: lease.approvedByUserId,
    accepted_by_user_id: lease.acceptedByUserId,
    first_status: lease.firstStatus,
    confirmation_required: lease.confirmationRequired,
    sync: lease.sync,
    delivery_cancelled_reason: lease.deliveryCancelledReason,
    delivery_cancelled_other: lease.deliveryCancelledOther,
    down_payment_taken_by_provider: lease.downPaymentTakenByProvider,
    down_payment_in_process: lease.downPaymentInProcess,
    down_payment_return_url: lease.downPaymentReturnUrl,
    send_down_payment_email: lease.sendDownPaymentEmail,
  };
}

export type LeaseRecord = ReturnType<typeof presentLeaseRecord>;
