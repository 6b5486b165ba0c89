import { z } from 'zod';
import { pipelineQuerySchema } from '@/lib/core/applications/pipeline-query';
import { applicationSchema, coApplicantSchema, lookupSchema, phoneSystemLookupSchema, prequalifySchema } from '@/lib/core/applications/schemas';
import { confirmVerificationSchema, sendVerificationSchema } from '@/lib/core/verification/schemas';
import {
  addCoApplicantResponseSchema,
  applicationOffersSchema,
  applicationRecordSchema,
  applicationResultSchema,
  applicationScoresSchema,
  applicationTermsSchema,
  confirmationTextSchema,
  lookupResultSchema,
  phoneLookupResultSchema,
  prequalifyResultSchema,
} from '../application-schemas';
import { defineEndpoint } from '../registry';
import { applicationGroupsResponseSchema, successEnvelope } from '../schemas';

const applicationParam = z.object({ application: z.string().describe('The application: its integer id or its uuid.') });
const seeDocs = 'Field rules, formats and the texts of each case: docs/applications.md.';
const listForms = 'Send a list as `stores=1,2`, `stores[]=1&stores[]=2` or `stores=1&stores=2`.';

export const applicationEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/applications/groups',
    operationId: 'listApplicationGroups',
    summary: 'List the application pipeline',
    description:
      "One page of the caller's applications, filtered by purchase group, stores, statuses and dates, paginated as Laravel's length-aware paginator. " +
      'Only applications inside the token\'s scope appear: a store id outside it filters to nothing rather than erroring. ' +
      'Ties in any sort are broken by id in the same direction, so pages never overlap.',
    tag: 'Applications',
    permission: 'application.read',
    query: pipelineQuerySchema,
    parameterDocs: {
      purchase_group:
        'Pipeline tab: `new` (V, R), `approved` (A), `contracting` (lease V), `signed` (lease S, D), `funded` (lease F), `closed` (N, X, E, lease P or X), `all`.',
      page: 'Page number, from 1. A page past the last answers an empty `data`.',
      per_page: 'Items per page, 1 to 100.',
      stores: `Store ids to keep. ${listForms}`,
      statuses: `Application states to keep (V, R, A, L, N, X, E). Same list forms as \`stores\`.`,
      sort_by: 'Sort field.',
      sort_order: 'Sort direction, `asc` or `desc` (default `desc`).',
      date_from: 'First day (UTC) to include, `YYYY-MM-DD` or `MM/DD/YYYY`.',
      date_to: 'Last day (UTC) to include, inclusive; on or after `date_from`.',
      date_type: 'Which timestamp the date range applies to.',
      q:
        'Search, up to 100 characters, narrowing the other filters: an application id, the last four digits of an SSN (4 digits), a phone number in any format (7+ digits), a loan number, or part of a name or e-mail (case-insensitive).',
    },
    response: { description: 'One page of the pipeline.', schema: applicationGroupsResponseSchema },
  }),
  ...decisionEndpoints(),
];


/** Intake, decisions, look-ups, verification and pre-qualification (API 4.2–4.15, 4.20). */
function decisionEndpoints() {
  return [
    defineEndpoint({
      method: 'POST',
      path: '/applications',
      operationId: 'createApplication',
      summary: 'Submit an application and get the decision',
      description:
        'Validates, scores with the current model and records the application with its decision in one transaction. An approval starts in state V (verification pending) and lasts 30 days; a review is R, a decline N (an applicant under 18 is a recorded decline, UNDERAGE). ' +
        'A `reference_id` the store already used returns that application\'s result instead of creating another. The same SSN declined at the same retailer within 30 days is declined (RECENT_DECLINE). ' +
        '`store_id` may be left out by a store token; an unknown store or one outside the token\'s scope is a 422 on `store_id`. ' +
        seeDocs,
      tag: 'Applications',
      permission: 'application.create',
      body: applicationSchema,
      response: { description: 'The decision (application result, 2.7).', schema: successEnvelope(applicationResultSchema) },
    }),
    defineEndpoint({
      method: 'POST',
      path: '/applications/{application}/add-co-applicant',
      operationId: 'addCoApplicant',
      summary: 'Add a co-applicant',
      description:
        'Records a co-applicant on an open application (V, R or A) and their `coapplicant_score`, scored with the application\'s own model version. The decision itself is not re-made. ' +
        'The answer is outside the envelope, as the API description gives it: `{co_applicant}` with both incomes filled in and the SSN masked. A second co-applicant, or a closed application, is 409.',
      tag: 'Applications',
      permission: 'application.create',
      params: applicationParam,
      body: coApplicantSchema,
      response: { description: 'The co-applicant as recorded.', schema: addCoApplicantResponseSchema },
      errors: [404, 409],
    }),
    defineEndpoint({
      method: 'GET',
      path: '/applications/{application}',
      operationId: 'getApplication',
      summary: 'Retrieve an application',
      description: 'The application (2.9). Another retailer\'s or another store\'s application is 404, like one that does not exist.',
      tag: 'Applications',
      permission: 'application.read',
      params: applicationParam,
      response: { description: 'The application.', schema: successEnvelope(applicationRecordSchema) },
      errors: [404],
    }),
    defineEndpoint({
      method: 'GET',
      path: '/applications/{application}/terms',
      operationId: 'getApplicationTerms',
      summary: 'The model version of the decision',
      tag: 'Applications',
      permission: 'application.read',
      params: applicationParam,
      response: { description: 'Terms (2.11).', schema: successEnvelope(applicationTermsSchema), example: { status: true, code: 200, data: { modelVersionUsed: '1', terms: { scoringVersion: '1' } } } },
      errors: [404],
    }),
    defineEndpoint({
      method: 'GET',
      path: '/applications/{application}/offers',
      operationId: 'getApplicationOffers',
      summary: 'Approved amount per option',
      description: 'Option letter → approved amount while the approval stands (V, A, L); `{}` for reviews, declines, and expired or cancelled approvals.',
      tag: 'Applications',
      permission: 'application.read',
      params: applicationParam,
      response: { description: 'Offers (2.11).', schema: successEnvelope(applicationOffersSchema), example: { status: true, code: 200, data: { A: '$3,000.00', B: '$3,750.00', C: '$4,500.00' } } },
      errors: [404],
    }),
    defineEndpoint({
      method: 'GET',
      path: '/applications/{application}/scores',
      operationId: 'getApplicationScores',
      summary: 'Score, band and the principal reasons',
      description: 'Score, co-applicant score, model version, band and the principal reasons of the decision in plain language: what an adverse-action notice needs.',
      tag: 'Applications',
      permission: 'application.read',
      params: applicationParam,
      response: { description: 'The scores.', schema: successEnvelope(applicationScoresSchema) },
      errors: [404],
    }),
    defineEndpoint({
      method: 'POST',
      path: '/applications/lookup',
      operationId: 'lookupApplication',
      summary: 'Find an application by last name, date of birth and SSN',
      description: 'The caller\'s most recent matching application (last name in any case; the SSN is matched through its blind index). No match is 404. `store_id`, when given, must be a store in the caller\'s scope.',
      tag: 'Applications',
      permission: 'application.lookup',
      body: lookupSchema,
      response: { description: 'Lookup result (2.10).', schema: successEnvelope(lookupResultSchema) },
      errors: [404],
    }),
    defineEndpoint({
      method: 'POST',
      path: '/applications/phone-system-lookup',
      operationId: 'phoneSystemLookup',
      summary: 'Find applications for a phone system',
      description:
        'The parameters may come in the query string (as documented here) or as the same fields in a JSON body; a body field overrides the query\'s. ' +
        'Answers the matching applications in the caller\'s scope, newest first, at most 10, with the loan number and amount due where a lease exists; `[]` when none match.',
      tag: 'Applications',
      permission: 'application.lookup',
      query: phoneSystemLookupSchema,
      body: phoneSystemLookupSchema,
      bodyOptional: true,
      response: { description: 'Matching applications.', schema: successEnvelope(phoneLookupResultSchema) },
      errors: [429],
    }),
    defineEndpoint({
      method: 'POST',
      path: '/applications/{application}/send-verification',
      operationId: 'sendVerification',
      summary: 'Send a verification code to the applicant',
      description:
        'A six-digit code by `sms` (default) or `email`, in English or Spanish, for an approval awaiting verification (otherwise 409). The body is optional; its fields may also come in the query string. ' +
        'A new code kills the previous one; codes expire after 10 minutes. At most one send per 30 seconds and five per hour per application: beyond, 429 with Retry-After.',
      tag: 'Applications',
      permission: 'application.verify',
      params: applicationParam,
      query: sendVerificationSchema,
      body: sendVerificationSchema,
      bodyOptional: true,
      response: {
        description: 'A confirmation text.',
        schema: successEnvelope(confirmationTextSchema),
        example: { status: true, code: 200, data: 'A verification code was sent by SMS to (***) ***-0123. It expires in 10 minutes.' },
      },
      errors: [404, 409, 429],
    }),
    defineEndpoint({
      method: 'POST',
      path: '/applications/{application}/confirm-verification',
      operationId: 'confirmVerification',
      summary: 'Confirm the verification code',
      description:
        'The right code moves the approval from V to A (single use). A wrong, expired or locked code is a 422 on `code`; the fifth wrong try locks the code until a new one is sent.',
      tag: 'Applications',
      permission: 'application.verify',
      params: applicationParam,
      query: confirmVerificationSchema,
      body: confirmVerificationSchema,
      bodyOptional: true,
      response: {
        description: 'A confirmation text.',
        schema: successEnvelope(confirmationTextSchema),
        example: { status: true, code: 200, data: 'The verification code was confirmed. The approval is ready for a lease.' },
      },
      errors: [404, 409],
    }),
    defineEndpoint({
      method: 'POST',
      path: '/score/prequalify',
      operationId: 'prequalify',
      summary: 'Pre-qualify an applicant (soft check)',
      description:
        'The current model as a soft check; nothing is stored. With identity fields only it checks eligibility (age 18+, store state served, no recent decline of the SSN at this retailer); with `primaryIncome` (and optionally `banking`) it runs the whole model and pre-qualifies unless the model would decline.',
      tag: 'Applications',
      permission: 'application.prequalify',
      body: prequalifySchema,
      response: { description: 'Whether the applicant pre-qualifies.', schema: successEnvelope(prequalifyResultSchema), example: { status: true, code: 200, data: { preQualified: true } } },
    }),
  ];
}

