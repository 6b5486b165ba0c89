import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLeaselineClient, LeaselineApiError } from '@/lib/client';
import { shopPage } from './shop-page';

export type DemoShopOptions = {
  port: number;
  /** Interface to listen on: default 127.0.0.1; '' for every interface (then the URL says localhost). */
  host?: string;
  /** Where Leaseline runs, e.g. http://localhost:3000; checkout.js comes from here. */
  portalUrl: string;
  /** A store (or retailer) API token: the shop's server confirms checkouts with it, never the browser. */
  token: string;
  retailerSlug: string;
  storeSlug: string;
};

export type DemoShop = { url: string; origin: string; close(): Promise<void> };

/**
 * A merchant's shop on its own origin (docs/checkout.md): a cart page that loads checkout.js from the
 * portal, and a tiny server endpoint, `GET /confirm/{checkoutId}`, that asks Leaseline's API what really
 * happened (the browser callback is only a hint). `npm run demo` and the Playwright checkout specs start it.
 */
export async function startDemoShop(options: DemoShopOptions): Promise<DemoShop> {
  const leaseline = createLeaselineClient({ baseUrl: options.portalUrl, token: options.token });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.local');
    try {
      const confirm = /^\/confirm\/([0-9a-f-]{36})$/i.exec(url.pathname);
      if (confirm) {
        const { data } = await leaseline.getCheckout(confirm[1]!);
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ status: data.status, application_id: data.application_id, verified: data.verified, approved_amount: data.approved_amount, reference_id: data.reference_id }));
        return;
      }
      if (url.pathname === '/' || url.pathname === '/index.html') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(
          shopPage({
            portalUrl: options.portalUrl,
            retailerSlug: options.retailerSlug,
            storeSlug: options.storeSlug,
            locale: url.searchParams.get('locale') === 'es' ? 'es' : undefined,
          }),
        );
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    } catch (error) {
      const status = error instanceof LeaselineApiError ? error.status : 502;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : 'failed' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.host === '') server.listen(options.port, () => resolve());
    else server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '' ? 'localhost' : (options.host ?? '127.0.0.1');
  const origin = `http://${host}:${port}`;
  return { url: `${origin}/`, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
