import type { IncomeRecord } from '@/db/schema/applicants';
import type { AddCoApplicantResult } from '@/lib/core/applications/add-co-applicant';
import { maskSsn } from '@/lib/core/crypto/pii';
import { centsToDollars } from '@/lib/core/money';

/** An income (2.4) as sent: gross in dollars, every field present (null when not given). */
export function presentIncome(income: IncomeRecord | null) {
  if (!income || income.grossCents === undefined) return {};
  return {
    source: income.source ?? null,
    employer: income.employer ?? null,
    gross: centsToDollars(income.grossCents),
    pay_date: income.pay_date ?? null,
    phone: income.phone ?? null,
    ext: income.ext ?? null,
    frequency: income.frequency ?? null,
    first_pay_day: income.first_pay_day ?? null,
    second_pay_day: income.second_pay_day ?? null,
    title_department: income.title_department ?? null,
  };
}

/**
 * The body of POST /applications/{application}/add-co-applicant (4.3), outside the envelope:
 * `{co_applicant}` with both incomes filled in (`secondaryIncome` is `{}` when none). The SSN is masked.
 */
export function presentAddedCoApplicant({ coApplicant: c }: AddCoApplicantResult) {
  return {
    co_applicant: {
      title: c.title,
      first_name: c.firstName,
      middle_name: c.middleName,
      last_name: c.lastName,
      social_security_number: maskSsn(c.ssnLast4),
      date_of_birth: c.dateOfBirth,
      email: c.email,
      identification: c.identification,
      identification_issuer: c.identificationIssuer,
      phone: c.phone,
      cell: c.cell,
      primaryIncome: presentIncome(c.primaryIncome),
      secondaryIncome: presentIncome(c.secondaryIncome),
    },
  };
}
