import { createTransport, type ClientOptions, type HttpMethod, type RequestOptions } from './http';
import { applicationMethods } from './resources/applications';
import { checkoutMethods } from './resources/checkout';
import { connectionMethods } from './resources/connection';
import { contractMethods } from './resources/contracts';
import { leaseMethods } from './resources/leases';
import { paymentMethods } from './resources/payments';
import { storeMethods } from './resources/stores';
import { webhookMethods } from './resources/webhooks';

/**
 * A typed client for the Leaseline API (/api/v1), for the portal, tests and merchants' own code.
 * Framework-free: it needs only `fetch`. Every method resolves with the parsed body (the envelope
 * included) and rejects with LeaselineApiError for any error answer, LeaselineNetworkError when no
 * answer came.
 *
 *   const leaseline = createLeaselineClient({ baseUrl: 'https://leaseline.example', token });
 *   const { data } = await leaseline.listApplicationGroups({ purchase_group: 'funded', per_page: 50 });
 *
 * To add an endpoint: write the method in `resources/<resource>.ts` (one file per resource, each a
 * function of the transport) and spread it in below.
 */
export function createLeaselineClient(options: ClientOptions) {
  const http = createTransport(options);
  return {
    baseUrl: http.baseUrl,
    /** Any endpoint, typed by the caller: `request<Envelope<Foo>>('POST', '/foo', body)`. */
    request: <T = unknown>(method: HttpMethod, path: string, body?: unknown, requestOptions?: RequestOptions) =>
      http.request<T>(method, path, body, requestOptions),
    ...connectionMethods(http),
    ...applicationMethods(http),
    ...contractMethods(http),
    ...leaseMethods(http),
    ...paymentMethods(http),
    ...webhookMethods(http),
    ...checkoutMethods(http),
    ...storeMethods(http),
  };
}

export type LeaselineClient = ReturnType<typeof createLeaselineClient>;

export { LeaselineApiError, LeaselineNetworkError, type FieldErrors } from './errors';
export { createTransport, resolveBaseUrl, toSearchParams, type ClientOptions, type HttpMethod, type Query, type RequestOptions, type Transport } from './http';
export type * from './types';
export type * from './lease-types';
export type * from './payment-types';
export type * from './webhook-types';
export type * from './checkout-types';
export type * from './store-types';
