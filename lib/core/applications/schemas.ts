import { z } from 'zod';
import { incomeFrequencyValues, incomeSources } from './value-lists';
import type { IncomeRecord, LocationRecord } from '@/db/schema/applicants';
import {
  accountNumberField,
  booleanField,
  boundedObjectField,
  choiceField,
  dateField,
  dateOfBirthField,
  dayOfMonthField,
  dollarsField,
  emailField,
  nameText,
  optional,
  pastDateField,
  routingNumberField,
  ssnField,
  stateField,
  storeIdField,
  text,
  usPhoneField,
  zipField,
} from './fields';

/**
 * The request shapes of the applications API (API description 2.1–2.5, 2.14, 4.5, 4.7), one zod schema
 * each, shared by the route handlers, the portal's server actions and its forms. Unknown fields are
 * dropped (zod's default), so they are never stored. docs/applications.md lists every rule.
 */

export { incomeFrequencyValues, incomeSources };

/** Gross pay per pay period above this is surely a typo (dollars). */
export const MAX_GROSS_PER_PERIOD_DOLLARS = 1_000_000;
export const MAX_TECHNICIAN_BYTES = 4096;

const incomeFields = {
  source: choiceField('income source', incomeSources),
  employer: optional(text('employer', 100)),
  gross: dollarsField('gross income', { min: 0, max: MAX_GROSS_PER_PERIOD_DOLLARS, minExclusive: true }),
  pay_date: optional(dateField('pay date')),
  phone: optional(usPhoneField('employer phone')),
  ext: optional(z.string({ error: 'The extension must be text.' }).trim().regex(/^\d{1,6}$/, 'The extension must be 1 to 6 digits.')),
  frequency: choiceField('pay frequency', incomeFrequencyValues),
  first_pay_day: optional(dayOfMonthField('first pay day')),
  second_pay_day: optional(dayOfMonthField('second pay day')),
  title_department: optional(text('title or department', 100)),
};

/** Income (2.4). `gross` is dollars per pay period in the request, integer cents (`grossCents`) after parsing. */
export const incomeSchema = z.object(incomeFields, { error: 'The income must be an object.' }).transform(
  ({ gross, ...rest }): IncomeRecord & { grossCents: number; source: string; frequency: (typeof incomeFrequencyValues)[number] } => ({ ...rest, grossCents: gross }),
);

const isEmptyObject = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((x) => x === null || x === undefined || x === ''));

/** `secondaryIncome` may be `{}` (or null): no second income. Once any field is given, it is a full income. */
export const secondaryIncomeSchema = z.preprocess((v) => (isEmptyObject(v) ? undefined : v), incomeSchema.optional());

const coordinate = (label: string, limit: number) =>
  optional(
    z
      .union([z.number(), z.string()], { error: `The ${label} must be a number.` })
      .transform((v) => String(v).trim())
      .refine((v) => /^-?\d{1,3}(\.\d+)?$/.test(v) && Math.abs(Number(v)) <= limit, `The ${label} must be a number from -${limit} to ${limit}.`),
  );

/** Applicant address (2.2 `location`). US addresses only; `code` is the ZIP code. */
export const locationSchema = z
  .object(
    {
      line_1: text('street address', 100),
      line_2: optional(text('address line 2', 100)),
      city: text('city', 60),
      county: optional(text('county', 60)),
      state: stateField('state'),
      code: zipField('ZIP code'),
      country: optional(
        z
          .string({ error: 'The country must be text.' })
          .trim()
          .refine((c) => ['us', 'usa', 'united states', 'united states of america'].includes(c.toLowerCase()), 'Only US addresses are accepted.')
          .transform(() => 'US'),
      ),
      latitude: coordinate('latitude', 90),
      longitude: coordinate('longitude', 180),
    },
    { error: 'The location must be an object.' },
  )
  .transform((l): LocationRecord => ({ ...l, country: l.country ?? 'US' }));

/** Person fields (2.3) common to applicants and co-applicants. */
const personFields = {
  title: optional(text('title', 20)),
  first_name: nameText('first name'),
  middle_name: optional(nameText('middle name')),
  last_name: nameText('last name'),
  social_security_number: ssnField(),
  date_of_birth: dateOfBirthField(),
  email: optional(emailField()),
  identification: optional(text('identification number', 50)),
  identification_issuer: optional(stateField('identification issuer')),
  phone: optional(usPhoneField('phone')),
  cell: optional(usPhoneField('cell')),
  primaryIncome: incomeSchema,
  secondaryIncome: secondaryIncomeSchema,
};

/** Co-applicant (2.3): names, SSN, date of birth and primary income required; contact optional. */
export const coApplicantSchema = z.object({ ...personFields, location: optional(locationSchema) }, { error: 'The co-applicant must be an object.' });

/**
 * Applicant (2.2): every person field, plus `location` (required), an `email` (required) and at least
 * one of `cell` / `phone` (the verification code goes by SMS to `cell`, else `phone`, or by email).
 */
export const applicantSchema = z
  .object({ ...personFields, email: emailField(), location: locationSchema }, { error: 'The applicant must be an object.' })
  .refine((a) => Boolean(a.cell || a.phone), {
    path: ['cell'],
    message: 'A cell or phone number is required.',
    // Checked even when other fields are invalid, so the form shows every problem at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/** Banking (2.5). Routing and account numbers are encrypted at rest; only the account's last four stay readable. */
export const bankingSchema = z.object(
  {
    routing_number: routingNumberField(),
    checking_account: accountNumberField('checking account number'),
    bank_name: optional(text('bank name', 100)),
    opened_at: optional(pastDateField('account opening date')),
    online: optional(booleanField('online banking')),
  },
  { error: 'The banking details must be an object.' },
);

/** Application (2.1), the body of POST /applications. */
export const applicationSchema = z.object(
  {
    /** Required unless the caller is bound to a single store (a store's API token), which it then defaults to. */
    store_id: optional(storeIdField()),
    reference_id: optional(text('reference_id', 100)),
    promo_code: optional(text('promo_code', 50)),
    risk_session_id: optional(text('risk_session_id', 200)),
    applicant: applicantSchema,
    banking: bankingSchema,
    co_applicant: optional(coApplicantSchema),
    technician: optional(boundedObjectField('technician', MAX_TECHNICIAN_BYTES)),
  },
  { error: 'The application must be a JSON object.' },
);

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;
export type CoApplicantInput = z.input<typeof coApplicantSchema>;
export type CoApplicantData = z.output<typeof coApplicantSchema>;

/** Lookup (4.7): find an application by the applicant's last name, date of birth and SSN. */
export const lookupSchema = z.object(
  {
    last_name: nameText('last name'),
    date_of_birth: dateOfBirthField(),
    social_security_number: ssnField(),
    store_id: optional(storeIdField()),
  },
  { error: 'The lookup must be a JSON object.' },
);
export type LookupInput = z.input<typeof lookupSchema>;

/** Phone-system lookup (4.5), from the query string or the body. */
export const phoneSystemLookupSchema = z.object({
  date_of_birth: dateField('date of birth'),
  ssn_last_four: z.string({ error: (i) => (i.input == null ? 'The ssn_last_four is required.' : 'The ssn_last_four must be text.') }).trim().regex(/^\d{4}$/, 'The ssn_last_four must be 4 digits.'),
  zip_code: zipField('zip_code').transform((z) => z.slice(0, 5)),
});
export type PhoneSystemLookupInput = z.input<typeof phoneSystemLookupSchema>;

/**
 * Pre-qualification (2.14). With only identity fields it checks the model's eligibility rules (age,
 * store state, a recent decline of the same SSN); with `primaryIncome` (and optionally `banking`) it runs
 * the whole model as a soft check. Nothing is stored.
 */
export const prequalifySchema = z.object(
  {
    store_id: optional(storeIdField()),
    first_name: nameText('first name'),
    middle_name: optional(nameText('middle name')),
    last_name: nameText('last name'),
    social_security_number: ssnField(),
    date_of_birth: dateOfBirthField(),
    street: optional(text('street', 100)),
    city: optional(text('city', 60)),
    state: optional(stateField('state')),
    zip: optional(zipField('zip')),
    email: optional(emailField()),
    cell: optional(usPhoneField('cell')),
    primaryIncome: optional(incomeSchema),
    banking: optional(
      z.object(
        { opened_at: optional(pastDateField('account opening date')), online: optional(booleanField('online banking')) },
        { error: 'The banking details must be an object.' },
      ),
    ),
  },
  { error: 'The pre-qualification must be a JSON object.' },
);
export type PrequalifyInput = z.input<typeof prequalifySchema>;

/** SSN reveal: which person on the application. */
export const revealSsnSchema = z.object({ person: z.enum(['applicant', 'co_applicant']).default('applicant') });
