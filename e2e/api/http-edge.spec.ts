import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { tokenFor, world } from '../fixtures/world';
import { apiError, clientFor } from './support';

test.describe('the HTTP edge', () => {
  test('an unknown path answers an enveloped 404', async ({ request }) => {
    const error = await apiError(clientFor('acme').request('GET', '/no/such/endpoint'));
    expect(error).toMatchObject({ status: 404, code: 404 });
    expect(error.body).toEqual({ status: false, code: 404, message: expect.any(String) });
    expect(error.requestId).toBeTruthy();
    const anonymous = await request.post('/api/v1/nothing-here', { data: {} });
    expect(anonymous.status()).toBe(404);
    expect(await anonymous.json()).toMatchObject({ status: false, code: 404 });
  });

  test('a wrong method answers an enveloped 405 with Allow', async ({ request }) => {
    for (const [method, path] of [
      ['POST', '/api/v1/test'],
      ['DELETE', '/api/v1/applications/groups'],
      ['PUT', '/api/v1/openapi.json'],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${tokenFor('acme')}` } });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow']).toBe('GET');
      expect(response.headers()['x-request-id']).toBeTruthy();
      expect(await response.json()).toEqual({ status: false, code: 405, message: 'Method not allowed. Use GET.' });
    }
    const viaClient = await apiError(clientFor('acme').request('PATCH', '/applications/groups', { a: 1 }));
    expect(viaClient).toMatchObject({ status: 405, code: 405 });
  });

  test('a body sent in chunks without a length is refused with 413 past 256 KiB, and read whole within it', async () => {
    const chunkedPost = (chunks: string[]) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // The server itself: a proxy in front could buffer the body and send it with a length.
        const url = new URL('/api/v1/score/payments', world().serverURL);
        const req = httpRequest(url, { method: 'POST', headers: { Authorization: `Bearer ${tokenFor('acme')}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (c: string) => (body += c));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        // The server may answer and close before the last chunk: that is the point.
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    const pad = 'x'.repeat(64 * 1024);
    const tooBig = await chunkedPost(['{"pad":"', pad, pad, pad, pad, pad, '"}']);
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toMatchObject({ status: false, code: 413, message: 'The request body is larger than 256 KiB.' });
    const small = await chunkedPost(['{"option":"A","payment_frequency":', '"monthly"}']);
    expect(small.status).toBe(422);
    expect(JSON.parse(small.body).errors).toBeTruthy();
  });

  test('the OpenAPI document is public and describes this server', async ({ request, baseURL }) => {
    const response = await request.get('/api/v1/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-request-id']).toBeTruthy();
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: `${baseURL}/api/v1` }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/test', '/applications/groups']));
    expect(doc.components.schemas.LeaseRecord.required).toContain('90_day_payoff');
    const viaClient = await clientFor().request<{ openapi: string }>('GET', '/openapi.json');
    expect(viaClient.openapi).toBe('3.1.0');
  });

  test('/docs renders the reference without signing in and without outside resources', async ({ request }) => {
    const response = await request.get('/docs', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    // React separates adjacent text with <!-- --> markers; read the text as a visitor would.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    for (const text of ['API reference', '/api/v1/applications/groups', '/api/v1/test', 'purchase_group', 'LeaseRecord', '90_day_payoff', 'Retry-After', '422 Unprocessable Content']) {
      expect(html.includes(text), `/docs mentions ${text}`).toBe(true);
    }
    // Nothing fetched from elsewhere: every src/href is same-origin or an in-page anchor.
    const external = [...html.matchAll(/\s(?:src|href)="(https?:)?\/\/[^"]*"/g)].map((m) => m[0]);
    expect(external).toEqual([]);
  });
});
