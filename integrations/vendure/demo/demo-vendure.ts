import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createLeaselineClient } from '../src/client';
import * as Q from '../test/graphql';
import { startVendure } from '../test/vendure-server';
import { demoStorefrontPage } from './storefront-page';

/**
 * `npm run demo:vendure`: a Vendure shop with the Leaseline plugin and a few leasable products (SQLite in
 * memory through sql.js), configured against the demo Leaseline of `npm run demo`, and a storefront page.
 *
 *   LEASELINE_URL (default http://localhost:3000), LEASELINE_TOKEN (default: the demo shop's acme/houston
 *   token that `npm run demo` keeps in DATA_DIR/demo-shop-token), LEASELINE_RETAILER_TOKEN (optional: puts
 *   the storefront on Acme's checkout allowlist and registers the webhook endpoint), VENDURE_PORT (3002),
 *   STOREFRONT_PORT (3003).
 */
const leaselineUrl = (process.env.LEASELINE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const vendurePort = Number(process.env.VENDURE_PORT ?? 3002);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3003);
const tokenFile = path.resolve(process.env.DATA_DIR ?? '.data', 'demo-shop-token');
const storeToken = process.env.LEASELINE_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '');
if (!storeToken) {
  console.error(`No Leaseline token: start \`npm run demo\` first (it writes ${tokenFile}) or set LEASELINE_TOKEN.`);
  process.exit(1);
}
const vendureUrl = `http://localhost:${vendurePort}`;
const storefrontOrigin = `http://localhost:${storefrontPort}`;

let webhookSecret = '';
const retailerToken = process.env.LEASELINE_RETAILER_TOKEN;
if (retailerToken) {
  const retailer = createLeaselineClient({ baseUrl: leaselineUrl, token: retailerToken });
  const { data } = await retailer.getCheckoutOrigins();
  await retailer.replaceCheckoutOrigins({ origins: [...new Set([...data.origins, storefrontOrigin])] });
  const url = `${vendureUrl}/leaseline/webhooks`;
  // A secret is shown only when an endpoint is made or its secret rotated: a restart rotates the endpoint an
  // earlier start registered instead of adding one more that receives every event again.
  const { data: endpoints } = await retailer.listWebhookEndpoints();
  const registered = endpoints.find((e) => e.url === url);
  const endpoint = registered
    ? await retailer.rotateWebhookSecret(registered.id)
    : await retailer.createWebhookEndpoint({ url, events: ['lease.signed', 'lease.funded', 'lease.cancelled', 'lease.paid_out'] } as never);
  webhookSecret = endpoint.data.secret;
}

console.log('Starting Vendure with the Leaseline plugin…');
const shop = await startVendure(vendurePort, { storefrontOrigin });
await shop.adminClient.asSuperAdmin();
await shop.adminClient.query(Q.CREATE_PAYMENT_METHOD, {
  input: {
    code: 'leaseline',
    enabled: true,
    handler: {
      code: 'leaseline',
      arguments: [
        { name: 'baseUri', value: leaselineUrl },
        { name: 'apiToken', value: storeToken },
        { name: 'retailerSlug', value: 'acme' },
        { name: 'storeSlug', value: 'houston' },
        { name: 'webhookSecret', value: webhookSecret },
        { name: 'settleOn', value: 'Delivered' },
        { name: 'signingReturnUrl', value: `${storefrontOrigin}/?order={orderCode}` },
      ],
    },
    checker: { code: 'leaseline-eligibility', arguments: [] },
    translations: [{ languageCode: 'en', name: 'Pay over time with Leaseline' }],
  },
});
await shop.adminClient.query(Q.UPDATE_PRODUCT, { input: { id: 'T_4', customFields: { leasable: false } } });

const page = demoStorefrontPage(vendureUrl, leaselineUrl);
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page);
}).listen(storefrontPort);

console.log(`
Vendure (shop API ${vendureUrl}/shop-api, admin API ${vendureUrl}/admin-api as superadmin/superadmin) with the Leaseline plugin.
Storefront: ${storefrontOrigin}/
${retailerToken ? 'Its origin is on Acme\'s checkout allowlist and the webhook endpoint is registered.' : `Put ${storefrontOrigin} on Acme's checkout allowlist (portal → Checkout) and, for webhooks, register ${vendureUrl}/leaseline/webhooks;
or restart with LEASELINE_RETAILER_TOKEN set to Acme's retailer token to do both.`}
Ctrl+C stops it.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shop.stop().finally(() => process.exit(0)));
