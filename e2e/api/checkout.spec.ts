import { expect, test } from '@playwright/test';
import { apiError, clientFor } from './support';

/** Checkout origins, checkouts and checkout.js over HTTP, through the typed client (docs/checkout.md). */

test.describe('checkout API', () => {
  test('origins: retailer tokens read and replace the set; a store token is 403; a bad origin is a 422 naming it', async () => {
    const acme = clientFor('acme');
    const { data: before } = await acme.getCheckoutOrigins();
    try {
      const put = await acme.replaceCheckoutOrigins({ origins: ['https://b.example.com', 'https://A.example.com:443', 'http://localhost:3999', 'https://b.example.com'] });
      expect(put.data).toEqual({ origins: ['http://localhost:3999', 'https://a.example.com', 'https://b.example.com'] });
      expect((await acme.getCheckoutOrigins()).data.origins).toEqual(put.data.origins);

      const bad = await apiError(acme.replaceCheckoutOrigins({ origins: ['https://ok.example.com', 'http://shop.example.com'] }));
      expect(bad.status).toBe(422);
      expect(bad.errors?.['origins.1']?.[0]).toContain('http://shop.example.com');
      const tooMany = await apiError(acme.replaceCheckoutOrigins({ origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`) }));
      expect(tooMany.status).toBe(422);
      expect((await acme.getCheckoutOrigins()).data.origins).toEqual(put.data.origins);

      expect((await apiError(clientFor('acme/houston').getCheckoutOrigins())).status).toBe(403);
      expect((await apiError(clientFor('acme/houston').replaceCheckoutOrigins({ origins: [] }))).status).toBe(403);
      expect((await clientFor('globex').getCheckoutOrigins()).data.origins).not.toContain('https://a.example.com');
    } finally {
      await acme.replaceCheckoutOrigins({ origins: before.origins });
    }
  });

  test('GET /checkouts/{checkoutId}: the store and its retailer see it; other scopes and unknown ids are 404', async ({ request }) => {
    const page = await request.get('/apply/acme/houston?ref=API-1&cart=99.5');
    expect(page.status()).toBe(200);
    const id = /checkoutId\\?":\\?"([0-9a-f-]{36})/.exec(await page.text())?.[1];
    expect(id).toBeTruthy();
    const { data } = await clientFor('acme/houston').getCheckout(id!);
    expect(data).toMatchObject({ checkout_id: id, status: 'open', application_id: null, verified: false, reference_id: 'API-1', cart_total: 99.5, expired: false });
    expect(new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()).toBe(24 * 3600 * 1000);
    expect((await clientFor('acme').getCheckout(id!)).data.checkout_id).toBe(id);
    for (const scope of ['acme/miami', 'globex', 'globex/brooklyn']) expect((await apiError(clientFor(scope).getCheckout(id!))).status, scope).toBe(404);
    expect((await apiError(clientFor('acme').getCheckout('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await apiError(clientFor('acme').getCheckout('nope'))).status).toBe(404);
  });

  test('checkout.js: JavaScript with an ETag, 304 on If-None-Match, immutable only for its versioned URL; declarations beside it', async ({ request }) => {
    const first = await request.get('/v1/checkout.js');
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('javascript');
    const etag = first.headers()['etag']!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(first.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(await first.text()).toContain('Leaseline');

    const again = await request.get('/v1/checkout.js', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect((await request.get('/v1/checkout.js', { headers: { 'If-None-Match': '"stale"' } })).status()).toBe(200);

    const versioned = await request.get(`/v1/checkout.js?v=${etag.slice(1, -1)}`);
    expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const dts = await request.get('/v1/checkout.d.ts');
    expect(dts.status()).toBe(200);
    expect(await dts.text()).toContain('interface LeaselineResult');
  });

  test('opening the hosted application is limited per IP: a 429 page with Retry-After, framed like the form', async ({ request }) => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    let answer = await request.get('/apply/acme/houston', { headers: { 'X-Forwarded-For': ip } });
    for (let i = 1; i < 61 && answer.status() === 200; i++) answer = await request.get('/apply/acme/houston', { headers: { 'X-Forwarded-For': ip } });
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    // Framed like the form: the retailer's checkout origins may frame it, and no one else.
    expect(answer.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors (?!'none')[^;]*http/);
    expect(await answer.text()).toContain('Too many attempts');
    // Another address is not held back.
    expect((await request.get('/apply/acme/houston', { headers: { 'X-Forwarded-For': '198.51.100.251, 203.0.113.77' } })).status()).toBe(200);
  });

  test('the API reference documents checkout.js with a copy-paste example', async ({ request }) => {
    const docs = await request.get('/docs');
    expect(await docs.text()).toContain('Leaseline.init(');
  });
});
