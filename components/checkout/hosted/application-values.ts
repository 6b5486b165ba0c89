/** The hosted application's form values, its steps, and how they map onto the API's application body. */

export type Values = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  social_security_number: string;
  email: string;
  cell: string;
  line_1: string;
  city: string;
  state: string;
  code: string;
  source: string;
  employer: string;
  gross: string;
  frequency: string;
  routing_number: string;
  checking_account: string;
  opened_at: string;
  online: boolean;
};
export type Field = Exclude<keyof Values, 'online'>;

export const empty: Values = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  social_security_number: '',
  email: '',
  cell: '',
  line_1: '',
  city: '',
  state: '',
  code: '',
  source: '',
  employer: '',
  gross: '',
  frequency: '',
  routing_number: '',
  checking_account: '',
  opened_at: '',
  online: false,
};

/** Where each field's errors live in the shared application schema. */
export const pathOf: Record<keyof Values, string> = {
  first_name: 'applicant.first_name',
  last_name: 'applicant.last_name',
  date_of_birth: 'applicant.date_of_birth',
  social_security_number: 'applicant.social_security_number',
  email: 'applicant.email',
  cell: 'applicant.cell',
  line_1: 'applicant.location.line_1',
  city: 'applicant.location.city',
  state: 'applicant.location.state',
  code: 'applicant.location.code',
  source: 'applicant.primaryIncome.source',
  employer: 'applicant.primaryIncome.employer',
  gross: 'applicant.primaryIncome.gross',
  frequency: 'applicant.primaryIncome.frequency',
  routing_number: 'banking.routing_number',
  checking_account: 'banking.checking_account',
  opened_at: 'banking.opened_at',
  online: 'banking.online',
};

export const stepFields: (keyof Values)[][] = [
  ['first_name', 'last_name', 'date_of_birth', 'social_security_number', 'email', 'cell'],
  ['line_1', 'city', 'state', 'code'],
  ['source', 'employer', 'gross', 'frequency'],
  ['routing_number', 'checking_account', 'opened_at', 'online'],
  [],
];
export const STEPS = stepFields.length;

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/** The form's values as the API's application body (2.1), for the shared schema to judge. */
export function toApplication(v: Values) {
  const gross = v.gross.trim() === '' ? undefined : /^\d+(\.\d+)?$/.test(v.gross.trim()) ? Number(v.gross.trim()) : v.gross;
  return {
    applicant: {
      first_name: v.first_name,
      last_name: v.last_name,
      date_of_birth: blank(v.date_of_birth),
      social_security_number: blank(v.social_security_number),
      email: blank(v.email),
      cell: blank(v.cell),
      location: { line_1: v.line_1, city: v.city, state: blank(v.state), code: blank(v.code) },
      primaryIncome: { source: blank(v.source), employer: blank(v.employer), gross, frequency: blank(v.frequency) },
      secondaryIncome: {},
    },
    banking: { routing_number: blank(v.routing_number), checking_account: blank(v.checking_account), opened_at: blank(v.opened_at), online: v.online },
  };
}

/** The first error of a field: its own path, or a deeper one (`applicant.location.code.x`). */
export function errorFor(errors: Record<string, string[]>, field: keyof Values): string | undefined {
  const path = pathOf[field];
  return errors[path]?.[0] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1][0];
}
