import type { EndpointSpec } from '../registry';
import { applicationEndpoints } from './applications';
import { checkoutEndpoints } from './checkout';
import { connectionEndpoints } from './connection';
import { contractEndpoints } from './contracts';
import { leaseEndpoints, pricingEndpoints } from './leases';
import { metaEndpoints } from './meta';
import { paymentEndpoints } from './payments';
import { storeEndpoints } from './stores';
import { webhookEndpoints } from './webhooks';

/**
 * Every documented endpoint of /api/v1. To document a new one: declare it with `defineEndpoint` in
 * `endpoints/<resource>.ts` (reusing the zod schema its route parses with) and add the list here.
 */
export const endpoints: EndpointSpec[] = [...connectionEndpoints, ...applicationEndpoints, ...contractEndpoints, ...pricingEndpoints, ...leaseEndpoints, ...storeEndpoints, ...paymentEndpoints, ...webhookEndpoints, ...checkoutEndpoints, ...metaEndpoints];

/** Groups, in the order the reference lists them. An endpoint's `tag` must be one of these. */
export const tags: { name: string; description: string }[] = [
  { name: 'Connection', description: 'Check that credentials work.' },
  { name: 'Applications', description: 'Consumer applications, their decisions and the pipeline.' },
  { name: 'Pricing', description: 'The payment calculator: payments, totals, early purchase options and the schedule.' },
  { name: 'Leases', description: 'Leases of approved applications and their states.' },
  { name: 'Stores', description: "A store's lease limits, for shops deciding whether to offer Leaseline." },
  { name: 'Payments', description: 'Card payments of leases: save-and-charge, batch and phone charges, the ledger.' },
  { name: 'Webhooks', description: 'Endpoints that receive signed events, and their delivery log (docs/webhooks.md).' },
  { name: 'Checkout', description: 'checkout.js and the hosted application: the allowed shop origins and the server-side confirmation of a checkout.' },
  { name: 'Meta', description: 'This description of the API.' },
];

/**
 * Routes that exist under app/api/v1 but are not declared above yet, as `METHOD /path`. A test fails for
 * any route that is neither declared nor listed here, and for a listed one that has since been declared:
 * when you document an endpoint, remove it from this list.
 */
export const awaitingDocumentation: string[] = [
];
