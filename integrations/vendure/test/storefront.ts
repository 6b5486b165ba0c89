import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the shop API's `leaselineCheckout` answered for the order the page pays. */
export type LeaselineCheckoutData = {
  baseUri: string;
  retailerSlug: string;
  storeSlug: string;
  paymentMethodCode: string;
  reference_id: string;
  cartTotal: number;
  customer: Record<string, string | null>;
};

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The storefront's payment step, reduced to the snippet integrations/vendure/README.md documents: it
 * loads checkout.js from Leaseline, opens the application with what `leaselineCheckout` returned, and
 * shows the result (the test, playing the storefront's own code, then calls addPaymentToOrder).
 * `/orders/{code}` is the page e-signing returns to.
 */
function paymentPage(data: LeaselineCheckoutData): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout ${data.reference_id}</title>
<script src="${data.baseUri}/v1/checkout.js"></script></head><body>
<h1>Order ${data.reference_id}</h1>
<button type="button" id="pay">Pay over time with Leaseline</button>
<pre id="result"></pre>
<script type="application/json" id="leaseline-checkout">${escapeJson(data)}</script>
<script>
  const data = JSON.parse(document.getElementById('leaseline-checkout').textContent);
  const checkout = Leaseline.init({ baseUri: data.baseUri, retailerSlug: data.retailerSlug, storeSlug: data.storeSlug });
  document.getElementById('pay').addEventListener('click', async () => {
    const customer = Object.fromEntries(Object.entries(data.customer).filter(([, v]) => v));
    const result = await checkout.apply(() => {}, { cartTotal: data.cartTotal, reference_id: data.reference_id, customer });
    const out = document.getElementById('result');
    out.textContent = JSON.stringify(result);
    out.dataset.status = result.status;
  });
</script></body></html>`;
}

export type Storefront = { origin: string; payUrl: (data: LeaselineCheckoutData) => string; close: () => Promise<void> };

export async function startStorefront(port: number): Promise<Storefront> {
  const pages = new Map<string, LeaselineCheckoutData>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    const data = pay ? pages.get(pay[1]!) : undefined;
    if (data) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(paymentPage(data));
      return;
    }
    if (url.pathname.startsWith('/orders/')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Thank you</title></head><body><h1 data-testid="order-return">Thank you</h1></body></html>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    payUrl: (data) => {
      pages.set(data.reference_id, data);
      return `${origin}/pay/${data.reference_id}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
