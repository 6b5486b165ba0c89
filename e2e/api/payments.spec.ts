/* eslint-disable @typescript-eslint/no-explicit-any */
import { expect, test } from '@playwright/test';
import { applicationPaymentsSchema, paymentsSchema } from '@/lib/api/openapi/lease-schemas';
import { successEnvelope } from '@/lib/api/openapi/schemas';
import { LeaselineApiError } from '@/lib/client';
import { tokenFor, world } from '../fixtures/world';
import { apiError, clientFor } from './support';

/** POST /score/payments (4.16) and GET /applications/{id}/payments (4.13), through the typed client against the seeded server. */

const PAYMENTS_KEYS = [
  'modelVersionUsed',
  'term',
  'leaseAmount',
  'paymentAmount',
  'paymentAmount_no_tax',
  'total',
  'mult',
  'firstPaymentDate',
  'total_cost_ownership',
  'ocp_amount',
  'lease_deposit',
  'express_pay_3_month',
  'express_pay_6_month',
  'express_pay_9_month',
  'numberOfPayments',
  'schedule',
];
const SCHEDULE_KEYS = ['n', 'date', 'paymentAmount_no_tax', 'tax', 'ocp_amount', 'total', 'remainingBalance'];
const CURRENCY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const LONG_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const cents = (dollars: number) => Math.round(dollars * 100);
const textCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

const worked = {
  option: 'A',
  paymentFrequency: '14-day',
  rating: 3,
  modelVersion: 1,
  score: 700,
  leaseAmount: 1000,
  incomeFrequency: 'bi-weekly',
  companyState: 'TX',
  zipCode: '77002',
  ocpIncluded: true,
};

/** Any call through the client, as `{ status, body }` whether it succeeded or not. */
async function call(method: 'GET' | 'POST', path: string, scope: string | null, data?: unknown) {
  try {
    return { status: 200, body: (await clientFor(scope ?? undefined).request(method, path, data)) as any };
  } catch (error) {
    if (error instanceof LeaselineApiError) return { status: error.status, body: error.body as any };
    throw error;
  }
}

/** Seeded applications of a store in a state, via the pipeline. */
async function applicationsOf(scope: string, query: string): Promise<{ id: number; days_to_expire: number; state_code: string }[]> {
  const { body } = await call('GET', `/applications/groups?per_page=100&${query}`, scope);
  return body.data.data;
}

function expectPaymentsShape(data: Record<string, unknown>, extraKeys: string[] = []) {
  expect(Object.keys(data)).toEqual([...PAYMENTS_KEYS, ...extraKeys]);
  expect(() => (extraKeys.length ? applicationPaymentsSchema : paymentsSchema).strict().parse(data)).not.toThrow();
  expect(data.modelVersionUsed).toBe('1');
  for (const key of ['leaseAmount', 'total', 'lease_deposit', 'express_pay_3_month', 'express_pay_6_month', 'express_pay_9_month']) expect(data[key]).toMatch(CURRENCY);
  for (const key of ['term', 'numberOfPayments']) expect(Number.isInteger(data[key])).toBe(true);
  for (const key of ['paymentAmount', 'paymentAmount_no_tax', 'mult', 'total_cost_ownership', 'ocp_amount']) expect(typeof data[key]).toBe('number');
  expect(data.firstPaymentDate).toMatch(LONG_DATE);
  const schedule = data.schedule as Record<string, number>[];
  expect(schedule).toHaveLength(data.numberOfPayments as number);
  for (const row of schedule) expect(Object.keys(row)).toEqual(SCHEDULE_KEYS);
  // The schedule reconciles with the totals to the cent.
  const sum = (key: string) => schedule.reduce((s, r) => s + cents(r[key]!), 0);
  expect(sum('paymentAmount_no_tax') + sum('tax')).toBe(textCents(data.total as string));
  expect(sum('total')).toBe(textCents(data.total as string) + schedule.length * cents(data.ocp_amount as number));
  expect(schedule.at(-1)!.remainingBalance).toBe(0);
  for (const row of schedule) expect(row.total).toBeGreaterThan(0);
  expect(cents(data.total_cost_ownership as number)).toBeGreaterThan(textCents(data.total as string));
}

test.describe('POST /score/payments', () => {
  test('prices the worked example field by field', async () => {
    const body = await clientFor('acme/houston').calculatePayments(worked);
    expect(() => successEnvelope(paymentsSchema).strict().parse(body)).not.toThrow();
    expect(Object.keys(body)).toEqual(['status', 'code', 'data']);
    expect(body).toMatchObject({ status: true, code: 200 });
    expectPaymentsShape(body.data);
    // docs/pricing.md: 1,000 × 1.90 ÷ 26 → 73.08, + 6.25 % → 77.65; deposit 50.00 + 3.13.
    expect(body.data).toMatchObject({
      term: 12,
      leaseAmount: '$1,000.00',
      paymentAmount: 77.65,
      paymentAmount_no_tax: 73.08,
      total: '$2,018.90',
      mult: 1.9,
      total_cost_ownership: 2072.03,
      ocp_amount: 4.62,
      lease_deposit: '$50.00',
      numberOfPayments: 26,
    });
  });

  test('every role-holding token may use it: store and retailer', async () => {
    for (const scope of ['acme', 'globex/brooklyn']) expect((await call('POST', '/score/payments', scope, worked)).status).toBe(200);
    const anonymous = await call('POST', '/score/payments', null, worked);
    expect(anonymous.status).toBe(401);
  });

  test('without application_id the six application facts are required, each named', async () => {
    const { status, body } = await call('POST', '/score/payments', 'acme/houston', { option: 'A', paymentFrequency: 'monthly', leaseAmount: 500 });
    expect(status).toBe(422);
    expect(body).toEqual({
      status: false,
      code: 422,
      message: 'The given data was invalid.',
      errors: {
        rating: ['The rating field is required when application_id is not given.'],
        modelVersion: ['The modelVersion field is required when application_id is not given.'],
        score: ['The score field is required when application_id is not given.'],
        incomeFrequency: ['The incomeFrequency field is required when application_id is not given.'],
        companyState: ['The companyState field is required when application_id is not given.'],
        zipCode: ['The zipCode field is required when application_id is not given.'],
      },
    });
  });

  test('malformed fields answer 422 field by field', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ option: 'D' }, { option: ['The option must be one of: A, B, C.'] }],
      [{ paymentFrequency: 'weekly' }, { paymentFrequency: ['The paymentFrequency must be one of: 14-day, 28-day, semi-monthly, monthly.'] }],
      [{ rating: 6 }, { rating: ['The rating must be from 1 to 5.'] }],
      [{ score: 1000 }, { score: ['The score must be from 100 to 999.'] }],
      [{ leaseAmount: 0 }, { leaseAmount: ['The leaseAmount must be more than $0.'] }],
      [{ leaseAmount: '1000' }, { leaseAmount: ['The leaseAmount must be a number of dollars.'] }],
      [{ additionalDown: -1 }, { additionalDown: ['The additionalDown may not be negative.'] }],
      [{ leaseAmount: 150, additionalDown: 100 }, { leaseAmount: ['The amount leased (lease amount − additional down) must be at least $100.'] }],
      [{ incomeFrequency: 'daily' }, { incomeFrequency: ['The incomeFrequency must be one of: weekly, bi-weekly, semi-monthly, monthly.'] }],
      [{ zipCode: 'ABCDE' }, { zipCode: ['The zipCode must be 5 digits (or ZIP+4, as 77002-1234).'] }],
      [{ modelVersion: 9 }, { modelVersion: ['No rate card for model version 9; known: 1.'] }],
      [{ application_id: 'not-an-id' }, { application_id: ['The application_id must be an application id (a positive whole number) or its uuid.'] }],
    ];
    for (const [patch, errors] of cases) {
      const { status, body } = await call('POST', '/score/payments', 'acme/houston', { ...worked, ...patch });
      expect(status, JSON.stringify(patch)).toBe(422);
      expect(body.errors, JSON.stringify(patch)).toEqual(errors);
    }
  });

  test('states where leases are not offered answer 422 with a clear message', async () => {
    for (const [state, name] of [
      ['MN', 'Minnesota'],
      ['NJ', 'New Jersey'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
      ['VT', 'Vermont'],
    ]) {
      const { status, body } = await call('POST', '/score/payments', 'acme/houston', { ...worked, companyState: state });
      expect(status).toBe(422);
      expect(body).toEqual({ status: false, code: 422, message: `Leases are not offered in ${name} (${state}).`, errors: { companyState: [`Leases are not offered in ${name} (${state}).`] } });
    }
  });

  test('California caps the total cost: the rate card is lowered to 2.25 × the amount', async () => {
    const { body } = await call('POST', '/score/payments', 'acme/houston', { ...worked, companyState: 'CA', option: 'C', rating: 5, score: 560, leaseAmount: 2000 });
    const data = body.data;
    const deposit = textCents(data.lease_deposit);
    expect(deposit + data.numberOfPayments * cents(data.paymentAmount_no_tax)).toBeLessThanOrEqual(2000_00 * 2.25);
    expect(data.mult).toBeLessThan(2.4);
  });

  test('with application_id the facts come from the application (id or uuid); other tenants get 404', async () => {
    const [app] = await applicationsOf('acme/houston', 'purchase_group=approved');
    expect(app, 'a seeded approved application at acme/houston').toBeTruthy();
    const detail = await call('GET', `/applications/${app!.id}`, 'acme/houston');
    const request1 = { application_id: app!.id, option: 'A', paymentFrequency: 'monthly', leaseAmount: 800, score: 101, companyState: 'MN' };
    const byId = await call('POST', '/score/payments', 'acme/houston', request1);
    expect(byId.status).toBe(200);
    expectPaymentsShape(byId.body.data);
    const byUuid = await call('POST', '/score/payments', 'acme', { ...request1, application_id: detail.body.data.uuid });
    expect(byUuid.body.data).toEqual(byId.body.data);
    for (const scope of ['globex', 'globex/brooklyn', 'acme/miami']) {
      const other = await call('POST', '/score/payments', scope, request1);
      expect(other.status, scope).toBe(404);
      expect(other.body).toEqual({ status: false, code: 404, message: 'Application not found.' });
    }
  });

  test('a bad token answers 401 whatever the body names; a good one gets the body\'s own error', async ({ request }) => {
    const [app] = await applicationsOf('acme/houston', 'purchase_group=approved');
    const send = (authorization: string, data: string) =>
      request.post('/api/v1/score/payments', { headers: { authorization, 'content-type': 'application/json' }, data: Buffer.from(data) });
    for (const body of [JSON.stringify({ application_id: app!.id, option: 'A', paymentFrequency: '14-day', leaseAmount: 800 }), '{"application_id": ']) {
      const refused = await send('Bearer ll_not-a-real-token', body);
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toEqual({ status: false, code: 401, message: 'Invalid or revoked API token.' });
    }
    const malformed = await send(`Bearer ${tokenFor('acme/houston')}`, '{"application_id": ');
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ status: false, code: 400, message: 'The request body is not valid JSON.' });
  });

  test('GET is not allowed', async ({ request }) => {
    const response = await request.get('/api/v1/score/payments');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('POST');
    const error = await apiError(clientFor('acme/houston').request('GET', '/score/payments'));
    expect(error).toMatchObject({ status: 405, code: 405 });
  });
});

test.describe('GET /applications/{id}/payments', () => {
  test('the best approved option (highest amount) at the pay-cadence frequency', async () => {
    const [app] = await applicationsOf('acme/houston', 'purchase_group=approved');
    const offers = (await call('GET', `/applications/${app!.id}/offers`, 'acme/houston')).body.data as Record<string, string>;
    const best = Object.entries(offers).reduce((a, b) => (textCents(b[1]) > textCents(a[1]) ? b : a));
    const body = await clientFor('acme/houston').getApplicationPayments(app!.id);
    expectPaymentsShape(body.data, ['option', 'paymentFrequency']);
    expect(body.data.option).toBe(best[0]);
    expect(body.data.leaseAmount).toBe(best[1]);
    expect(['14-day', 'semi-monthly', 'monthly']).toContain(body.data.paymentFrequency);
    // The same numbers as the calculator for that option, amount and frequency.
    const calc = await call('POST', '/score/payments', 'acme/houston', {
      application_id: app!.id,
      option: body.data.option,
      paymentFrequency: body.data.paymentFrequency,
      leaseAmount: textCents(best[1]) / 100,
    });
    const { option: _o, paymentFrequency: _f, ...payments } = body.data;
    expect(calc.body.data).toEqual(payments);
  });

  test('declined applications answer 409; other tenants and unknown ids 404', async () => {
    const [declined] = await applicationsOf('acme/houston', 'statuses=N');
    const conflict = await apiError(clientFor('acme/houston').getApplicationPayments(declined!.id));
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ status: false, code: 409, message: `Application ${declined!.id} has no approved option to price (state N).` });
    const [app] = await applicationsOf('acme/houston', 'purchase_group=approved');
    expect((await call('GET', `/applications/${app!.id}/payments`, 'globex')).status).toBe(404);
    expect((await call('GET', '/applications/999999999/payments', 'acme')).status).toBe(404);
    expect(world().applications).toBeGreaterThan(0);
  });
});
