import type { RequestOptions, Transport } from '../http';
import type {
  AddCoApplicantResponse,
  ApplicationGroupsQuery,
  ApplicationGroupsResponse,
  ApplicationInput,
  ApplicationOffers,
  ApplicationRecord,
  ApplicationResult,
  ApplicationScores,
  ApplicationTerms,
  CoApplicantInput,
  ConfirmVerificationInput,
  Envelope,
  LookupInput,
  LookupResult,
  PhoneLookupResult,
  PhoneSystemLookupInput,
  PrequalifyInput,
  PrequalifyResult,
  SendVerificationInput,
} from '../types';

/** `{application}`: the integer id or the uuid. */
const app = (application: number | string) => `/applications/${encodeURIComponent(String(application))}`;

/** Applications (API 4.2 – 4.15). */
export function applicationMethods(http: Transport) {
  return {
    /** GET /applications/groups: one page of the pipeline (Laravel paginator in `data`). */
    listApplicationGroups: (query: ApplicationGroupsQuery = {}, options?: Omit<RequestOptions, 'query'>) =>
      http.request<ApplicationGroupsResponse>('GET', '/applications/groups', undefined, { ...options, query }),
    /** POST /applications: submit an application; the decision comes back (2.7). */
    createApplication: (body: ApplicationInput, options?: RequestOptions) => http.request<Envelope<ApplicationResult>>('POST', '/applications', body, options),
    /** POST /applications/{application}/add-co-applicant: answers `{co_applicant}` outside the envelope. */
    addCoApplicant: (application: number | string, body: CoApplicantInput, options?: RequestOptions) =>
      http.request<AddCoApplicantResponse>('POST', `${app(application)}/add-co-applicant`, body, options),
    /** GET /applications/{application} (2.9). */
    getApplication: (application: number | string, options?: RequestOptions) => http.request<Envelope<ApplicationRecord>>('GET', app(application), undefined, options),
    /** GET /applications/{application}/terms. */
    getApplicationTerms: (application: number | string, options?: RequestOptions) =>
      http.request<Envelope<ApplicationTerms>>('GET', `${app(application)}/terms`, undefined, options),
    /** GET /applications/{application}/offers. */
    getApplicationOffers: (application: number | string, options?: RequestOptions) =>
      http.request<Envelope<ApplicationOffers>>('GET', `${app(application)}/offers`, undefined, options),
    /** GET /applications/{application}/scores: score, band, reasons. */
    getApplicationScores: (application: number | string, options?: RequestOptions) =>
      http.request<Envelope<ApplicationScores>>('GET', `${app(application)}/scores`, undefined, options),
    /** POST /applications/lookup: by last name, date of birth and SSN (2.10). */
    lookupApplication: (body: LookupInput, options?: RequestOptions) => http.request<Envelope<LookupResult>>('POST', '/applications/lookup', body, options),
    /** POST /applications/phone-system-lookup: parameters sent in the query string. */
    phoneSystemLookup: (query: PhoneSystemLookupInput, options?: Omit<RequestOptions, 'query'>) =>
      http.request<Envelope<PhoneLookupResult>>('POST', '/applications/phone-system-lookup', undefined, { ...options, query }),
    /** POST /applications/{application}/send-verification: `mode` sms (default) or email, `language` en or es. */
    sendVerification: (application: number | string, body: SendVerificationInput = {}, options?: RequestOptions) =>
      http.request<Envelope<string>>('POST', `${app(application)}/send-verification`, body, options),
    /** POST /applications/{application}/confirm-verification: the six-digit code. */
    confirmVerification: (application: number | string, body: ConfirmVerificationInput, options?: RequestOptions) =>
      http.request<Envelope<string>>('POST', `${app(application)}/confirm-verification`, body, options),
    /** POST /score/prequalify: a soft check; nothing is stored. */
    prequalify: (body: PrequalifyInput, options?: RequestOptions) => http.request<Envelope<PrequalifyResult>>('POST', '/score/prequalify', body, options),
  };
}
