import type { LookupResult } from '@/lib/core/applications/lookup-application';
import type { PhoneLookupMatch } from '@/lib/core/applications/phone-system-lookup';
import { centsToDollars, formatCents } from '@/lib/core/money';
import { presentApplicationResult } from './application-result';

/** Lookup result (2.10). */
export function presentLookupResult(r: LookupResult) {
  return {
    application_id: r.applicationId,
    applicant: { first_name: r.applicant.firstName, middle_name: r.applicant.middleName, last_name: r.applicant.lastName },
    application_result: presentApplicationResult(r.decision),
  };
}

/** Phone-system lookup (4.5, defined in docs/applications.md): flat rows an IVR can read out. */
export function presentPhoneLookup(matches: PhoneLookupMatch[]) {
  return {
    applications: matches.map((m) => ({
      application_id: m.applicationId,
      uuid: m.uuid,
      store_id: m.storeId,
      status_code: m.stateCode,
      created_at: m.createdAt.toISOString(),
      first_name: m.applicant.firstName,
      last_name: m.applicant.lastName,
      approved_amount: m.approvedAmountCents === null ? null : formatCents(m.approvedAmountCents),
      loan_number: m.lease?.loanNumber ?? null,
      lease_status_code: m.lease?.stateCode ?? null,
      amount_due: m.lease?.amountDue.amountCents == null ? null : centsToDollars(m.lease.amountDue.amountCents),
      amount_due_text: m.lease?.amountDue.amountCents == null ? null : formatCents(m.lease.amountDue.amountCents),
      amount_due_date: m.lease?.amountDue.dueDate ?? null,
    })),
  };
}
