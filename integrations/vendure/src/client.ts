/**
 * The project's typed API client (lib/client), framework-free: it needs only `fetch`. The plugin never
 * types an API shape by hand; every request and answer type comes from the OpenAPI schemas through it.
 */
export { createLeaselineClient, LeaselineApiError, LeaselineNetworkError, type LeaselineClient, type CheckoutRecord, type StoreLeaseLimits } from '../../../lib/client/index';
