import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pdfInfo, pdfText } from '@/lib/pdf/pdf-tools';
import { tokenFor } from '../fixtures/world';
import { apiError, clientFor } from './support';

/**
 * POST /applications/contract/pdf (4.11, body 2.16) over HTTP against the seeded server, in all three
 * formats and both languages, each PDF checked by poppler (pdfinfo accepts it, pdftotext reads the
 * lease's numbers back); then the signed link at /contracts/{token}, scope and bad input.
 */

const STORE = 'acme/houston';
const PATH = '/api/v1/applications/contract/pdf';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const textCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Lease = { applicationId: number; applicationUuid: string; loanNumber: string; cashPrice: number; paymentAmount: number; totalCostOwnership: number };

const post = (request: APIRequestContext, data: unknown, scope: string | null = STORE) =>
  request.post(PATH, { headers: { Accept: 'application/json', ...(scope ? { Authorization: `Bearer ${tokenFor(scope)}` } : {}) }, data });

async function getJson(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/v1${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${tokenFor(STORE)}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data;
}

/** Approved, open applications of the store, oldest first (each lease takes one out of the group). */
async function approvedApplications(request: APIRequestContext): Promise<{ id: number; uuid: string }[]> {
  const page = await getJson(request, '/applications/groups?purchase_group=approved&per_page=100&sort_by=id&sort_order=asc');
  const ids = (page.data as { id: number; days_to_expire: number }[]).filter((i) => i.days_to_expire >= 2).map((i) => i.id);
  // The pipeline item has no uuid (2.8); the application itself does (2.9).
  return Promise.all(ids.slice(0, 2).map(async (id) => ({ id, uuid: ((await getJson(request, `/applications/${id}`)) as { uuid: string }).uuid })));
}

async function createLease(request: APIRequestContext, application: { id: number; uuid: string }): Promise<Lease> {
  const offers = (await getJson(request, `/applications/${application.id}/offers`)) as Record<string, string>;
  const goods = textCents(offers.A!) - 150_00;
  const response = await request.post('/api/v1/leases', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${tokenFor(STORE)}` },
    data: {
      application_id: application.uuid,
      option: 'A',
      paymentFrequency: '14-day',
      deliveryCharge: 50,
      primary_language: 'es',
      items: [
        { sku: 'TV-65', quantity: 1, unit_price: (goods - 2 * 40_00) / 100, description: 'Televisor 65" con control remoto' },
        { sku: 'BASE-2', quantity: 2, unit_price: 40, description: 'Base de pared' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const lease = (await response.json()).data;
  return {
    applicationId: application.id,
    applicationUuid: application.uuid,
    loanNumber: lease.loan_number,
    cashPrice: lease.cash_price,
    paymentAmount: lease.calculations.paymentAmount,
    totalCostOwnership: lease.calculations.total_cost_ownership,
  };
}

let lease: Lease;
let unleased: { id: number; uuid: string };

test.beforeAll(async ({ request }) => {
  const [first, second] = await approvedApplications(request);
  if (!first || !second) throw new Error(`Not enough open approved applications at ${STORE}; raise E2E_APPLICATIONS`);
  lease = await createLease(request, first);
  unleased = second;
});

/** The lease's numbers and the disclosures' words, as pdftotext reads them. */
function expectContractText(text: string, language: 'en' | 'es') {
  expect(text).toContain(lease.loanNumber);
  expect(text).toContain(usd.format(lease.cashPrice));
  expect(text).toContain(usd.format(lease.paymentAmount));
  expect(text).toContain('Texas (TX)');
  expect(text).toContain('Televisor 65" con control remoto');
  if (language === 'en') {
    for (const words of ['Lease-to-Own Agreement', 'Cash price', 'Total cost of ownership', 'Cost of lease services', 'You will not own the property until', 'Early purchase options', 'Optional care plan', 'Lessee']) expect(text).toContain(words);
  } else {
    for (const words of ['Contrato de arrendamiento con opción a compra', 'Precio al contado', 'Costo total para ser dueño', 'Costo de los servicios de arrendamiento', 'Usted no será dueño de los bienes hasta', 'Opciones de compra anticipada', 'Plan de protección opcional', 'Arrendatario']) expect(text).toContain(words);
  }
}

function expectValidPdf(bytes: Uint8Array, minPages = 2) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const info = pdfInfo(bytes);
  expect(Number(info.Pages)).toBeGreaterThanOrEqual(minPages);
  return info;
}

for (const language of ['en', 'es'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test('format pdf: the bytes, application/pdf, with their digest', async ({ request }) => {
      const response = await post(request, { appID: lease.applicationUuid, language, format: 'pdf', dealerState: 'TX', product: 4, version: '1', type: 1 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('application/pdf');
      expect(headers['content-disposition']).toBe(`attachment; filename="${lease.loanNumber}-lease-agreement-v1-${language}.pdf"`);
      expect(headers['cache-control']).toContain('no-store');
      expect(headers['x-request-id']).toBeTruthy();
      const bytes = await response.body();
      expect(headers['repr-digest']).toBe(`sha-256=:${createHash('sha256').update(bytes).digest('base64')}:`);
      const info = expectValidPdf(bytes);
      expect(info.Pages).toBe('2');
      expectContractText(pdfText(bytes), language);
    });

    test('format base64: the PDF in the envelope, the same bytes, through the typed client', async ({ request }) => {
      const client = clientFor(STORE);
      const body = await client.contractPdf({ appID: lease.applicationUuid, language, format: 'base64' });
      expect(Object.keys(body)).toEqual(['status', 'code', 'data']);
      expect(Object.keys(body.data)).toEqual(['base64', 'filename', 'sha256']);
      const bytes = Buffer.from(body.data.base64, 'base64');
      expect(body.data.sha256).toBe(sha256(bytes));
      expect(body.data.filename).toBe(`${lease.loanNumber}-lease-agreement-v1-${language}.pdf`);
      expectValidPdf(bytes);
      expectContractText(pdfText(bytes), language);
      // A contract renders the same bytes every time: the digest identifies the document.
      const asPdf = await post(request, { appID: lease.applicationUuid, language, format: 'pdf' });
      expect(sha256(await asPdf.body())).toBe(body.data.sha256);
      const downloaded = await client.downloadContractPdf({ appID: lease.applicationId, language });
      expect(sha256(downloaded.pdf)).toBe(body.data.sha256);
    });

    test('format url (the default): a signed link anyone holding it can open, until it is altered', async ({ request, playwright }) => {
      const response = await post(request, { appID: lease.applicationUuid, language });
      expect(response.status()).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ status: true, code: 200, data: { url: expect.any(String) } });
      const url = new URL(body.data.url);
      expect(url.pathname).toMatch(/^\/contracts\/v1\.[\w-]+\.[\w-]{43}$/);

      // Fetched with no token and no session, as a customer's browser would.
      const anonymous = await playwright.request.newContext();
      try {
        const pdf = await anonymous.get(url.toString(), { maxRedirects: 0 });
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect(pdf.headers()['content-disposition']).toContain('inline;');
        expect(pdf.headers()['referrer-policy']).toBe('no-referrer');
        const bytes = await pdf.body();
        expectValidPdf(bytes);
        expectContractText(pdfText(bytes), language);

        const token = url.pathname.split('/').pop()!;
        const flipped = `${token.slice(0, -3)}${token.at(-3) === 'A' ? 'B' : 'A'}${token.slice(-2)}`;
        const tampered = await anonymous.get(new URL(`/contracts/${flipped}`, url).toString(), { maxRedirects: 0 });
        expect(tampered.status()).toBe(403);
        expect(tampered.headers()['content-type']).toContain('text/html');
        const page = await tampered.text();
        expect(page).toContain('This contract link is not valid');
        expect(page).toContain('Este enlace al contrato no es válido');
        expect((await anonymous.get(new URL('/contracts/not-a-token', url).toString(), { maxRedirects: 0 })).status()).toBe(403);
      } finally {
        await anonymous.dispose();
      }
    });
  });
}

test('type 2 is the payment schedule, and the language defaults to the lease’s', async ({ request }) => {
  const response = await post(request, { appID: String(lease.applicationId), type: 2, format: 'pdf' });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain(`${lease.loanNumber}-payment-schedule-v1-es.pdf`);
  const bytes = await response.body();
  expectValidPdf(bytes, 1);
  const text = pdfText(bytes);
  expect(text).toContain('Calendario de pagos');
  expect(text).toContain(usd.format(lease.paymentAmount));
});

test('an unknown application, or another retailer’s, is 404 in every format', async ({ request }) => {
  for (const format of ['url', 'base64', 'pdf']) {
    for (const [appID, scope] of [
      [randomUUID(), STORE],
      [lease.applicationUuid, 'globex'],
      [lease.applicationUuid, 'globex/dallas'],
      [lease.applicationUuid, 'acme/miami'],
    ] as const) {
      const response = await post(request, { appID, format }, scope);
      expect(response.status(), `${format} ${scope}`).toBe(404);
      expect(await response.json()).toMatchObject({ status: false, code: 404 });
    }
  }
  // The retailer's own token sees its store's application.
  expect((await post(request, { appID: lease.applicationUuid, format: 'base64' }, 'acme')).status()).toBe(200);
});

test('an application without a lease is 409; no token is 401', async ({ request }) => {
  const conflict = await post(request, { appID: unleased.uuid, format: 'pdf' });
  expect(conflict.status()).toBe(409);
  expect((await conflict.json()).message).toContain('has no lease yet');
  expect((await post(request, { appID: lease.applicationUuid }, null)).status()).toBe(401);
});

test('bad fields are 422 naming each one', async ({ request }) => {
  const error = await apiError(
    clientFor(STORE).request('POST', '/applications/contract/pdf', { appID: 'nope', version: '7', language: 'fr', dealerState: 'ZZ', product: 12, type: 9, format: 'docx' }),
  );
  expect(error.status).toBe(422);
  expect(Object.keys(error.errors ?? {}).sort()).toEqual(['appID', 'dealerState', 'format', 'language', 'product', 'type', 'version']);

  const mismatch = await post(request, { appID: lease.applicationUuid, dealerState: 'CA', product: 'hvac' });
  expect(mismatch.status()).toBe(422);
  const body = await mismatch.json();
  expect(Object.keys(body.errors).sort()).toEqual(['dealerState', 'product']);

  const missing = await post(request, {});
  expect(missing.status()).toBe(422);
  expect((await missing.json()).errors).toEqual({ appID: ['The appID field is required.'] });

  const notJson = await request.post(PATH, { headers: { Authorization: `Bearer ${tokenFor(STORE)}`, 'Content-Type': 'text/plain' }, data: 'appID=1' });
  expect(notJson.status()).toBe(415);
  const get = await request.get(PATH, { headers: { Authorization: `Bearer ${tokenFor(STORE)}` } });
  expect(get.status()).toBe(405);
});
