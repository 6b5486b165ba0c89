import { z } from 'zod';
import { applicationStates } from '@/db/schema/applications';
import { leaseStates } from '@/db/schema/leases';

/**
 * Response shapes of the applications endpoints (API 2.7, 2.9–2.11, 4.3, 4.5, 4.15, 4.20), matching the
 * presenters in lib/api/presenters field for field (a strict test holds them together). docs/applications.md
 * explains each field.
 */

const currencyText = z.string().describe('Currency text, e.g. "$1,500.00".');
const decisionCode = z.enum(['A', 'R', 'N']).describe('A approved, R manual review, N declined.');
const determination = z.enum(['approved', 'review', 'declined']);
const reason = z.object({ code: z.string().describe('A reason code (docs/scoring.md).'), text: z.string().describe('Plain-language text for the applicant.') });

/** Application result (2.7): the decision as POST /applications and the lookup return it. */
export const applicationResultSchema = z.object({
  code: decisionCode,
  reason: z.string().describe('`approved`, or the principal reason code of a review or decline (e.g. `UNDERAGE`).'),
  description: z.string().describe('Short text: "Approved for up to $X", or the principal reason.'),
  determination,
  determinationMessage: z.string().describe('Customer-facing text of the decision.'),
  message: z.object({
    name: z.string().describe("The applicant's first and last name."),
    title: z.string(),
    sub_title1: z.string(),
    options: z
      .array(z.array(z.string()).length(3))
      .describe('One row per approved option: [label ("Option A"), approved amount text, initial payment text]. Empty unless approved.'),
  }),
  offerAmounts: z.record(z.string(), currencyText).describe('Option letter → approved amount. `{}` unless approved.'),
  optionsApproved: z.string().describe('Approved option letters, e.g. "ABC"; "" unless approved.'),
  checkoutId: z.string().nullable().describe('Set for approvals (correlates the checkout callback); null otherwise.'),
  application_id: z.number().int(),
  score: z.number().int().min(100).max(999),
  coapplicant_score: z.number().int().nullable(),
});

const personName = z.object({
  name: z.object({ title: z.string().nullable(), first: z.string(), middle: z.string().nullable(), last: z.string() }),
  email: z.string().nullable(),
});

/** Application (2.9), GET /applications/{application}. */
export const applicationRecordSchema = z.object({
  id: z.string().describe('The integer id, as a string (2.9).'),
  uuid: z.uuid(),
  applicant: personName,
  coapplicant: personName.nullable(),
  status_code: z.enum(applicationStates).describe('V pending verification, R review, A approved, L leased, N declined, X cancelled, E expired.'),
});

/** Terms (2.11). */
export const applicationTermsSchema = z.object({
  modelVersionUsed: z.string().describe('The scoring model version the decision used.'),
  terms: z.object({ scoringVersion: z.string() }),
});

/** Offers (2.11): option letter → approved amount; `{}` when no offer stands. */
export const applicationOffersSchema = z.record(z.string(), currencyText);

/** Scores (4.15, defined in docs/applications.md). */
export const applicationScoresSchema = z.object({
  application_id: z.number().int(),
  modelVersionUsed: z.string(),
  score: z.number().int().min(100).max(999),
  coapplicant_score: z.number().int().nullable(),
  band: z.string().describe('Score band of the model (v1: A+, A, B, C, D).'),
  code: decisionCode,
  determination,
  decided_at: z.iso.datetime(),
  reasons: z.array(reason).describe('Principal reasons, most important first; empty for an approval. What an adverse-action notice states.'),
});

/** Lookup result (2.10). */
export const lookupResultSchema = z.object({
  application_id: z.number().int(),
  applicant: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  application_result: applicationResultSchema,
});

/** Phone-system lookup (4.5, defined in docs/applications.md). */
export const phoneLookupResultSchema = z.object({
  applications: z.array(
    z.object({
      application_id: z.number().int(),
      uuid: z.uuid(),
      store_id: z.number().int(),
      status_code: z.enum(applicationStates),
      created_at: z.iso.datetime(),
      first_name: z.string(),
      last_name: z.string(),
      approved_amount: currencyText.nullable().describe('The largest approved option; null unless approved.'),
      loan_number: z.string().nullable().describe('Of the active lease; null without one.'),
      lease_status_code: z.enum(leaseStates).nullable(),
      amount_due: z.number().nullable().describe('Dollars: initial payment before funding, one regular payment when funded, 0 when paid out or cancelled.'),
      amount_due_text: currencyText.nullable(),
      amount_due_date: z.string().nullable().describe('YYYY-MM-DD when known.'),
    }),
  ).describe('Matching applications in the caller\'s scope, newest first, at most 10.'),
});

const incomeOut = z.union([
  z.object({
    source: z.string().nullable(),
    employer: z.string().nullable(),
    gross: z.number().describe('Dollars per pay period.'),
    pay_date: z.string().nullable(),
    phone: z.string().nullable(),
    ext: z.string().nullable(),
    frequency: z.string().nullable(),
    first_pay_day: z.number().int().nullable(),
    second_pay_day: z.number().int().nullable(),
    title_department: z.string().nullable(),
  }),
  z.object({}).describe('`{}`: no such income.'),
]);

/** POST /applications/{application}/add-co-applicant (4.3): outside the envelope. */
export const addCoApplicantResponseSchema = z.object({
  co_applicant: z.object({
    title: z.string().nullable(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    social_security_number: z.string().nullable().describe('Masked: "***-**-1234".'),
    date_of_birth: z.string().nullable(),
    email: z.string().nullable(),
    identification: z.string().nullable(),
    identification_issuer: z.string().nullable(),
    phone: z.string().nullable(),
    cell: z.string().nullable(),
    primaryIncome: incomeOut,
    secondaryIncome: incomeOut,
  }),
});

export const prequalifyResultSchema = z.object({ preQualified: z.boolean() });

export const confirmationTextSchema = z.string().describe('A confirmation text.');
