import type { z } from 'zod';
import type {
  addCoApplicantResponseSchema,
  applicationOffersSchema,
  applicationRecordSchema,
  applicationResultSchema,
  applicationScoresSchema,
  applicationTermsSchema,
  lookupResultSchema,
  phoneLookupResultSchema,
  prequalifyResultSchema,
} from '@/lib/api/openapi/application-schemas';
import type { ApplicationInput, CoApplicantInput, LookupInput, PhoneSystemLookupInput, PrequalifyInput } from '@/lib/core/applications/schemas';
import type { ConfirmVerificationInput, SendVerificationInput } from '@/lib/core/verification/schemas';
import type { applicationGroupItemSchema, applicationGroupsResponseSchema, connectionTestResponseSchema, leaseRecordSchema } from '@/lib/api/openapi/schemas';
import type { ApplicationState } from '@/db/schema/applications';
import type { PurchaseGroup } from '@/lib/core/applications/purchase-groups';
import type { PipelineSortField, decisionCodes, pipelineDateTypes, pipelineDateZones } from '@/lib/core/applications/pipeline-query';
import type { LeaseState } from '@/db/schema/leases';

/*
 * Response types come from the zod schemas the OpenAPI document is generated from (type-only imports:
 * nothing of the server is bundled into a program that uses the client).
 */

/** `{ status: true, code, data }`. */
export type Envelope<T> = { status: true; code: number; data: T };

/** Laravel's length-aware paginator: the very type the server serialises (lib/api/paginator.ts). */
export type { Paginator, PaginatorLink } from '@/lib/api/paginator';

export type LeaseRecord = z.output<typeof leaseRecordSchema>;
export type ApplicationGroupItem = z.output<typeof applicationGroupItemSchema>;
export type ApplicationGroupsResponse = z.output<typeof applicationGroupsResponseSchema>;
export type ConnectionTestResponse = z.output<typeof connectionTestResponseSchema>;

/** Filters of GET /applications/groups (API 4.4). Dates: `YYYY-MM-DD` or `MM/DD/YYYY`. */
export type ApplicationGroupsQuery = {
  purchase_group?: PurchaseGroup;
  page?: number;
  per_page?: number;
  stores?: readonly (number | string)[];
  statuses?: readonly ApplicationState[];
  sort_by?: PipelineSortField;
  sort_order?: 'asc' | 'desc';
  date_from?: string;
  date_to?: string;
  date_type?: (typeof pipelineDateTypes)[number];
  /** Search: id, SSN last four, phone, loan number, or part of a name or e-mail. */
  q?: string;
  /** `store`: the dates are each store's local calendar days (the dashboard's drill-downs). */
  date_zone?: (typeof pipelineDateZones)[number];
  decisions?: readonly (typeof decisionCodes)[number][];
  lease_states?: readonly LeaseState[];
  verified?: boolean;
};

/* Applications: intake, decisions, look-ups, verification (API 4.2–4.15, 4.20; docs/applications.md). */
export type ApplicationResult = z.output<typeof applicationResultSchema>;
export type ApplicationRecord = z.output<typeof applicationRecordSchema>;
export type ApplicationTerms = z.output<typeof applicationTermsSchema>;
export type ApplicationOffers = z.output<typeof applicationOffersSchema>;
export type ApplicationScores = z.output<typeof applicationScoresSchema>;
export type LookupResult = z.output<typeof lookupResultSchema>;
export type PhoneLookupResult = z.output<typeof phoneLookupResultSchema>;
export type AddCoApplicantResponse = z.output<typeof addCoApplicantResponseSchema>;
export type PrequalifyResult = z.output<typeof prequalifyResultSchema>;
export type { ApplicationInput, CoApplicantInput, ConfirmVerificationInput, LookupInput, PhoneSystemLookupInput, PrequalifyInput, SendVerificationInput };
