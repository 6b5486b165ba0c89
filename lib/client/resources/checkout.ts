import type { Transport } from '../http';
import type { CheckoutOriginsInput, CheckoutOriginsResponse, CheckoutResponse } from '../checkout-types';

type Options = { signal?: AbortSignal };

/** Checkout origins and checkouts (docs/checkout.md). */
export function checkoutMethods(http: Transport) {
  return {
    /** GET /checkout/origins: the retailer's allowlist (retailer tokens only). */
    getCheckoutOrigins: (options?: Options) => http.request<CheckoutOriginsResponse>('GET', '/checkout/origins', undefined, options),
    /** PUT /checkout/origins: replaces the set. */
    replaceCheckoutOrigins: (body: CheckoutOriginsInput, options?: Options) => http.request<CheckoutOriginsResponse>('PUT', '/checkout/origins', body, options),
    /** GET /checkouts/{checkoutId}: confirm a checkout.js callback server-side. */
    getCheckout: (checkoutId: string, options?: Options) => http.request<CheckoutResponse>('GET', `/checkouts/${encodeURIComponent(checkoutId)}`, undefined, options),
  };
}
