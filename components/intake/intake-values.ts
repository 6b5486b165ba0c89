import type { ApplicationInput } from '@/lib/core/applications/schemas';
import { withoutBlanks } from './mapped-resolver';

/**
 * What the intake form holds: the request shape of `POST /applications` (API description 2.1–2.5) as the
 * inputs produce it — text as typed, money as a number of dollars — plus the form's own switches. The
 * shared `applicationSchema` validates it; `toApplicationInput` drops what a switch turned off.
 */
export type IncomeValues = {
  source: string;
  employer: string;
  title_department: string;
  gross: number | undefined;
  frequency: string;
  pay_date: string;
  phone: string;
};

export type PersonValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  social_security_number: string;
  date_of_birth: string;
  email: string;
  cell: string;
  phone: string;
  primaryIncome: IncomeValues;
  secondaryIncome: IncomeValues;
};

export type IntakeValues = {
  store_id: string;
  /** Generated once per intake, so a submit retried after a dropped connection replays instead of duplicating. */
  reference_id: string;
  applicant: PersonValues & {
    identification: string;
    identification_issuer: string;
    location: { line_1: string; line_2: string; city: string; state: string; code: string };
  };
  banking: { bank_name: string; routing_number: string; checking_account: string; opened_at: string; online: boolean };
  co_applicant: PersonValues;
  withSecondIncome: boolean;
  withCoApplicant: boolean;
  consent: boolean;
  /** Set when the form was filled from the saved draft, to say so (and why SSN and bank numbers are empty). */
  draftRestored: boolean;
};

export const emptyIncome = (): IncomeValues => ({ source: '', employer: '', title_department: '', gross: undefined, frequency: '', pay_date: '', phone: '' });

export const emptyPerson = (): PersonValues => ({
  first_name: '',
  middle_name: '',
  last_name: '',
  social_security_number: '',
  date_of_birth: '',
  email: '',
  cell: '',
  phone: '',
  primaryIncome: emptyIncome(),
  secondaryIncome: emptyIncome(),
});

export function emptyIntake(storeId = ''): IntakeValues {
  return {
    store_id: storeId,
    reference_id: '',
    applicant: {
      ...emptyPerson(),
      identification: '',
      identification_issuer: '',
      location: { line_1: '', line_2: '', city: '', state: '', code: '' },
    },
    banking: { bank_name: '', routing_number: '', checking_account: '', opened_at: '', online: false },
    co_applicant: emptyPerson(),
    withSecondIncome: false,
    withCoApplicant: false,
    consent: false,
    draftRestored: false,
  };
}

/**
 * The request body: the switches decide whether the second income and the co-applicant are sent at all.
 * A form being filled in is incomplete by nature (an amount not typed yet is `undefined`), so the type is
 * asserted; the schema, not the type, decides what is valid.
 */
export function toApplicationInput(values: IntakeValues): ApplicationInput {
  const { withSecondIncome, withCoApplicant, consent: _consent, draftRestored: _restored, co_applicant, applicant, ...rest } = values;
  return withoutBlanks({
    ...rest,
    reference_id: values.reference_id || undefined,
    applicant: { ...applicant, secondaryIncome: withSecondIncome ? applicant.secondaryIncome : {} },
    co_applicant: withCoApplicant ? { ...co_applicant, secondaryIncome: {} } : undefined,
  }) as ApplicationInput;
}

/** Paths never written to the draft in sessionStorage: SSNs and bank numbers stay in memory only. */
export const SECRET_PATHS = [
  'applicant.social_security_number',
  'co_applicant.social_security_number',
  'banking.routing_number',
  'banking.checking_account',
] as const;
