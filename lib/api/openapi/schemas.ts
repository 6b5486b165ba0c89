import { z } from 'zod';
import { applicationStates } from '@/db/schema/applications';
import { leaseStates } from '@/db/schema/leases';
import { applicationResultSchema } from './application-schemas';

/**
 * Response shapes of /api/v1 as zod schemas: the OpenAPI document is generated from them, the typed
 * client takes its types from them, and the tests check real responses against them (strictly, so a
 * field added to a presenter without being documented fails a test).
 */

const timestamp = z.iso.datetime().describe('ISO 8601 timestamp, UTC.');
const nullableTimestamp = timestamp.nullable();
const text = z.string().nullable();
const userId = z.number().int().nullable();
const dollars = z.number().nullable().describe('Dollars, rounded to cents.');
const jsonObject = z.record(z.string(), z.unknown()).nullable();

/** `{ status: true, code, data }`: the success envelope (SPEC §4). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(true),
    code: z.number().int().describe('The HTTP status, repeated (200).'),
    data,
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.number().int().describe('The HTTP status, repeated.'),
  message: z.string().describe('What went wrong, in plain language. A 500 carries only the request id.'),
});

export const fieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Field path (dotted, e.g. `applicant.email`, `items.0.sku`) → messages. Only on 422.');

export const validationErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  code: z.literal(422),
  message: z.string().describe('"The given data was invalid."'),
  errors: fieldErrorsSchema,
});

/** A payment's failure (402 declined, 502 processor error): the error envelope plus the failed payment. */
export const paymentErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  decline_code: z.string().optional().describe('Why the card was declined (`card_declined`, `insufficient_funds`, …); on 402 only.'),
  payment_id: z.string().nullable().optional().describe('The failed payment, recorded in the lease ledger; null when none was recorded.'),
});

export const paginatorLinkSchema = z.object({
  url: z.string().nullable().describe('Absolute URL of the page, null for "..." and for Previous/Next at the ends.'),
  label: z.string().describe('"&laquo; Previous", a page number, "..." or "Next &raquo;".'),
  active: z.boolean().describe('True for the current page.'),
});

/** Laravel's length-aware paginator, as `LengthAwarePaginator::toArray()` serialises it (API 2.8). */
export function paginatorSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int().min(1),
    data: z.array(item),
    first_page_url: z.string().describe('Absolute URL of page 1, keeping the query.'),
    from: z.number().int().nullable().describe('Position of the first item on this page (1-based); null when the page is empty.'),
    last_page: z.number().int().min(1),
    last_page_url: z.string(),
    links: z.array(paginatorLinkSchema).describe('Previous, page numbers with "..." elision (three either side of the current page), Next.'),
    next_page_url: z.string().nullable(),
    path: z.string().describe('The URL without its query.'),
    per_page: z.number().int().min(1).max(100),
    prev_page_url: z.string().nullable(),
    to: z.number().int().nullable().describe('Position of the last item on this page; null when the page is empty.'),
    total: z.number().int().min(0).describe('Items matching the filters, over all pages.'),
  });
}

/** The lease record of API 2.8: every field always present, null where unknown. */
export const leaseRecordSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  store_id: z.number().int(),
  application_id: z.number().int(),
  state_id: z.number().int().nullable(),
  state_code: z.enum(leaseStates).describe('V created, S signed, D delivered, F funded, P paid out, X cancelled.'),
  label: text,
  uid_WorkItemId: text,
  envelope: text,
  envelope_id: text.describe("The lease's newest e-sign envelope (uuid); null when none was opened."),
  contract_id: text,
  e_sign_contract_url: text.describe(
    'POST /leases and GET /leases/{lease}: the open signing link (`/sign/{token}`), or once signed the signed contract (GET /leases/{lease}/signed-contract); null otherwise, and in lists the signed contract path once signed (docs/esign.md).',
  ),
  esign_location: text.describe('How the newest envelope is signed: `embedded` (in store), `email` or `sms`.'),
  merchant_order_id: text,
  loan_number: z.string().describe('Unique, human-readable.'),
  ach_credit_id: text,
  pay_grade: text,
  score: z.string().nullable().describe('The score, as a string.'),
  computation: jsonObject,
  approved_amount: dollars,
  cash_price: dollars,
  funded_amount: dollars,
  credits: dollars,
  lease_params: jsonObject,
  loan: jsonObject,
  '90_day_payoff': z.string().describe('"No" or "Yes".'),
  option_type: text,
  extended: z.number().int().nullable(),
  fpd: text,
  comments: text,
  employee_comments: text,
  applicant_home_phone_comment: text,
  applicant_mobile_phone_comment: text,
  applicant_employer_phone_comment: text,
  applicant_general_comment: text,
  first_status_change_at: nullableTimestamp,
  accepted_at: nullableTimestamp,
  last_activity_at: nullableTimestamp,
  closed_at: nullableTimestamp,
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
  deleted_at: nullableTimestamp,
  loan_at: nullableTimestamp,
  funded_at: nullableTimestamp,
  delivered_at: nullableTimestamp,
  rog_at: nullableTimestamp,
  delivered_canceled_at: nullableTimestamp,
  delivered_notified_at: nullableTimestamp,
  delivered_set_at: nullableTimestamp,
  verified_at: nullableTimestamp,
  down_payment_timestamp: nullableTimestamp,
  updated_by_user_id: userId,
  created_by_user_id: userId,
  approved_by_user_id: userId,
  accepted_by_user_id: userId,
  first_status: z.string().describe('The first state the lease had (V).'),
  confirmation_required: z.number().int(),
  sync: z.number().int(),
  delivery_cancelled_reason: text,
  delivery_cancelled_other: text,
  down_payment_taken_by_provider: z.boolean().nullable(),
  down_payment_in_process: z.number().int(),
  down_payment_return_url: text,
  send_down_payment_email: z.boolean().nullable(),
});

/** An element of the pipeline list (API 2.8). */
export const applicationGroupItemSchema = z.object({
  id: z.number().int(),
  state_code: z.enum(applicationStates).describe('V pending verification, R review, A approved, L leased, N declined, X cancelled, E expired.'),
  store_id: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  label: z.string().describe("The applicant's name."),
  days_to_expire: z.number().int().min(0).describe('Whole days before an open decision (V, R, A) lapses; 0 otherwise.'),
  lease: leaseRecordSchema.nullable().describe('The active lease, or null before one exists.'),
});

export const applicationGroupsResponseSchema = successEnvelope(paginatorSchema(applicationGroupItemSchema));

/** GET /test answers outside the envelope's `data` (API 4.1). */
export const connectionTestResponseSchema = z.object({
  status: z.literal(true),
  code: z.literal(200),
  message: z.string().describe('A connection-success text.'),
});

/**
 * Schemas emitted once under `components.schemas` and referenced by name everywhere else. Add a shared
 * shape here when more than one endpoint returns it.
 */
export const componentSchemas = {
  ErrorEnvelope: errorEnvelopeSchema,
  ValidationErrorEnvelope: validationErrorEnvelopeSchema,
  PaymentErrorEnvelope: paymentErrorEnvelopeSchema,
  PaginatorLink: paginatorLinkSchema,
  LeaseRecord: leaseRecordSchema,
  ApplicationGroupItem: applicationGroupItemSchema,
  ApplicationResult: applicationResultSchema,
} as const satisfies Record<string, z.ZodType>;
