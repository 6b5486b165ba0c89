import type { Transport } from '../http';
import type { ConnectionTestResponse } from '../types';

/** API 4.1. */
export function connectionMethods(http: Transport) {
  return {
    /** GET /test: resolves when the token works, throws LeaselineApiError (401) when it does not. */
    test: (options?: { signal?: AbortSignal }) => http.request<ConnectionTestResponse>('GET', '/test', undefined, options),
  };
}
