import type { RequestOptions, Transport } from '../http';
import type { ApplicationGroupsQuery, ApplicationGroupsResponse } from '../types';

/** Applications (API 4.2 – 4.15). */
export function applicationMethods(http: Transport) {
  return {
    /** GET /applications/groups: one page of the pipeline (Laravel paginator in `data`). */
    listApplicationGroups: (query: ApplicationGroupsQuery = {}, options?: Omit<RequestOptions, 'query'>) =>
      http.request<ApplicationGroupsResponse>('GET', '/applications/groups', undefined, { ...options, query }),
  };
}
