import type { Transport } from '../http';
import type { StoreLeaseLimitsResponse } from '../store-types';

type Options = { signal?: AbortSignal };

/** Stores: what a shop reads before offering Leaseline. */
export function storeMethods(http: Transport) {
  return {
    /** GET /stores/{store}/lease-limits: min and max amount a lease may finance, excluded states. */
    getStoreLeaseLimits: (store: string, options?: Options) =>
      http.request<StoreLeaseLimitsResponse>('GET', `/stores/${encodeURIComponent(store)}/lease-limits`, undefined, options),
  };
}
