import { expect, test } from '@playwright/test';
import { addCoApplicantResponseSchema, applicationRecordSchema, applicationResultSchema, applicationScoresSchema, lookupResultSchema, phoneLookupResultSchema } from '@/lib/api/openapi/application-schemas';
import { tokenFor } from '../fixtures/world';
import { apiError, clientFor, storeId } from './support';

/**
 * The applications endpoints over HTTP against the seeded server: every response shape field by field,
 * good and bad input, and tenant isolation (another retailer's or another store's application is 404).
 */

type Envelope<T> = { status: true; code: 200; data: T };
type ApplicationResult = {
  code: string;
  reason: string;
  description: string;
  determination: string;
  determinationMessage: string;
  message: { name: string; title: string; sub_title1: string; options: [string, string, string][] };
  offerAmounts: Record<string, string>;
  optionsApproved: string;
  checkoutId: string | null;
  application_id: number;
  score: number;
  coapplicant_score: number | null;
};

const resultKeys = ['code', 'reason', 'description', 'determination', 'determinationMessage', 'message', 'offerAmounts', 'optionsApproved', 'checkoutId', 'application_id', 'score', 'coapplicant_score'];
const year = new Date().getUTCFullYear();

/** A structurally valid SSN unlikely to meet a seeded one (area 7xx is never seeded twice in a run). */
let serial = Math.floor(Math.random() * 8000) + 1000;
function freshSsn(): string {
  serial += 1;
  return `7${String(Math.floor(Math.random() * 89) + 10)}-${String(Math.floor(Math.random() * 89) + 10)}-${serial}`;
}

function application(store: number | string, overrides: Record<string, unknown> = {}) {
  return {
    store_id: String(store),
    applicant: {
      title: 'ms',
      first_name: 'Jane',
      middle_name: 'Q',
      last_name: 'Doe',
      social_security_number: freshSsn(),
      date_of_birth: `${year - 41}-01-15`,
      email: 'jane.doe@example.com',
      cell: '(512) 555-0123',
      location: { line_1: '100 Main St', city: 'Houston', state: 'TX', code: '77002' },
      primaryIncome: { source: 'employment', employer: 'Initech', gross: 1200, frequency: 'weekly', pay_date: `${year}-01-02` },
      secondaryIncome: {},
    },
    banking: { routing_number: '111000025', checking_account: '000123456789', bank_name: 'Chase', opened_at: '2019-03-01', online: true },
    ...overrides,
  };
}

function withPath<T>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy as T;
}

const houston = () => clientFor('acme/houston');
const submit = (body: unknown, scope = 'acme/houston') => clientFor(scope).request<Envelope<ApplicationResult>>('POST', '/applications', body);

test.describe('POST /applications', () => {
  test('an approval: the envelope and every field of the application result (2.7)', async ({ request }) => {
    const response = await request.post('/api/v1/applications', { headers: { Authorization: `Bearer ${tokenFor('acme/houston')}` }, data: application(storeId('acme/houston')) });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-request-id']).toBeTruthy();
    const body = (await response.json()) as Envelope<ApplicationResult>;
    expect(Object.keys(body)).toEqual(['status', 'code', 'data']);
    expect(body).toMatchObject({ status: true, code: 200 });
    expect(Object.keys(body.data)).toEqual(resultKeys);
    expect(() => applicationResultSchema.strict().parse(body.data)).not.toThrow();
    expect(Object.keys(body.data.message)).toEqual(['name', 'title', 'sub_title1', 'options']);
    expect(body.data).toEqual({
      code: 'A',
      reason: 'approved',
      description: 'Approved for up to $4,500.00',
      determination: 'approved',
      determinationMessage: expect.stringMatching(/^Congratulations, Jane! You are approved .* up to \$4,500\.00\./),
      message: {
        name: 'Jane Doe',
        title: 'You are approved!',
        sub_title1: expect.stringContaining('$4,500.00'),
        options: [
          ['Option A', '$3,000.00', '$150.00 initial payment'],
          ['Option B', '$3,750.00', '$375.00 initial payment'],
          ['Option C', '$4,500.00', '$675.00 initial payment'],
        ],
      },
      offerAmounts: { A: '$3,000.00', B: '$3,750.00', C: '$4,500.00' },
      optionsApproved: 'ABC',
      checkoutId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      application_id: expect.any(Number),
      score: 880,
      coapplicant_score: null,
    });
  });

  test('a review and a decline carry their principal reason and no offers', async () => {
    const review = await submit(withPath(application(storeId('acme/houston')), 'banking.opened_at', undefined));
    expect(Object.keys(review.data)).toEqual(resultKeys);
    expect(review.data).toMatchObject({ code: 'R', determination: 'review', reason: 'NO_BANK_ACCOUNT_HISTORY', offerAmounts: {}, optionsApproved: '', checkoutId: null, message: { options: [] } });
    const declined = await submit(withPath(application(storeId('acme/houston')), 'applicant.primaryIncome.gross', 100));
    expect(declined.data).toMatchObject({
      code: 'N',
      determination: 'declined',
      reason: 'INSUFFICIENT_INCOME',
      description: 'Income is too low for the lease payments we offer.',
      offerAmounts: {},
      optionsApproved: '',
    });
    expect(declined.data.determinationMessage).toMatch(/unable to approve/);
  });

  test('an applicant under 18 is recorded and declined with UNDERAGE', async () => {
    const minor = `${year - 17}-06-01`;
    const { data } = await submit(withPath(application(storeId('acme/houston')), 'applicant.date_of_birth', minor));
    expect(data).toMatchObject({ code: 'N', reason: 'UNDERAGE' });
    const scores = await houston().getApplicationScores(data.application_id);
    expect(scores.data.reasons).toEqual([{ code: 'UNDERAGE', text: 'The applicant must be at least 18 years old.' }]);
  });

  test('a co-applicant in the application is scored (coapplicant_score)', async () => {
    const co = { first_name: 'John', last_name: 'Doe', social_security_number: freshSsn(), date_of_birth: `${year - 38}-06-30`, primaryIncome: { source: 'employment', gross: 2000, frequency: 'semi-monthly' } };
    const { data } = await submit(application(storeId('acme/houston'), { co_applicant: co }));
    expect(data.coapplicant_score).toBe(880);
  });

  test('a reference_id the store already used answers the first result, and the same SSN declined here is declined again', async () => {
    const reference = `e2e-${Date.now()}`;
    const body = application(storeId('acme/houston'), { reference_id: reference });
    const first = await submit(body);
    const again = await submit({ ...body, applicant: { ...body.applicant, first_name: 'Someone' } });
    expect(again).toEqual(first);

    const minor = withPath(application(storeId('acme/houston')), 'applicant.date_of_birth', `${year - 17}-01-01`);
    await submit(minor);
    const retry = await submit(application(storeId('acme/los-angeles'), { applicant: { ...minor.applicant, date_of_birth: `${year - 30}-01-01` } }), 'acme');
    expect(retry.data).toMatchObject({ code: 'N', reason: 'RECENT_DECLINE' });
  });

  test('store_id may be an integer or left out by a store token; another retailer’s store is a 422 on store_id', async () => {
    expect((await submit(application(storeId('acme/houston'), { store_id: storeId('acme/houston') }))).data.code).toBe('A');
    expect((await submit(withPath(application(1), 'store_id', undefined))).data.code).toBe('A');
    for (const [scope, store] of [
      ['globex', storeId('acme/houston')],
      ['acme/houston', storeId('acme/miami')],
      ['acme', 99_999],
    ] as const) {
      const error = await apiError(submit(application(store), scope));
      expect(error.status).toBe(422);
      expect(error.errors).toEqual({ store_id: ['The selected store_id is invalid.'] });
    }
  });

  const required = [
    'applicant',
    'applicant.first_name',
    'applicant.last_name',
    'applicant.social_security_number',
    'applicant.date_of_birth',
    'applicant.email',
    'applicant.location',
    'applicant.location.line_1',
    'applicant.location.city',
    'applicant.location.state',
    'applicant.location.code',
    'applicant.primaryIncome',
    'applicant.primaryIncome.source',
    'applicant.primaryIncome.gross',
    'applicant.primaryIncome.frequency',
    'banking',
    'banking.routing_number',
    'banking.checking_account',
  ];
  test('each required field missing is a 422 under its full path', async () => {
    for (const path of required) {
      const error = await apiError(submit(withPath(application(storeId('acme/houston')), path, undefined)));
      expect(error.status, path).toBe(422);
      expect(error.body, path).toEqual({ status: false, code: 422, message: 'The given data was invalid.', errors: { [path]: [expect.any(String)] } });
    }
  });

  test('wrong types, invalid SSNs and malformed dates are 422 under their paths', async () => {
    const cases: [string, unknown][] = [
      ['applicant.first_name', 42],
      ['applicant.primaryIncome.gross', '1200'],
      ['applicant.primaryIncome.frequency', 'fortnightly'],
      ['applicant.cell', '555-0123'],
      ['applicant.email', 'nope'],
      ['applicant.location.state', 'ZZ'],
      ['applicant.location.code', '123'],
      ['banking.online', 'yes'],
      ['banking.routing_number', '111000026'],
      ['store_id', { id: 1 }],
      ['applicant.social_security_number', '000-12-3456'],
      ['applicant.social_security_number', '666-12-3456'],
      ['applicant.social_security_number', '912-12-3456'],
      ['applicant.social_security_number', '123-00-3456'],
      ['applicant.social_security_number', '123-45-0000'],
      ['applicant.social_security_number', '12345'],
      ['applicant.date_of_birth', '1985-02-30'],
      ['applicant.date_of_birth', '31/12/1985'],
      ['applicant.date_of_birth', `${year + 1}-01-01`],
      ['banking.opened_at', 'last year'],
    ];
    for (const [path, value] of cases) {
      const error = await apiError(submit(withPath(application(storeId('acme/houston')), path, value)));
      expect(error.status, `${path}=${JSON.stringify(value)}`).toBe(422);
      expect(Object.keys(error.errors ?? {}), `${path}=${JSON.stringify(value)}`).toEqual([path]);
    }
  });

  test('the HTTP edge: oversized body 413, malformed JSON 400, not JSON 415, no token 401, GET 405', async ({ request }) => {
    const headers = { Authorization: `Bearer ${tokenFor('acme/houston')}` };
    const huge = await request.post('/api/v1/applications', { headers: { ...headers, 'Content-Type': 'application/json' }, data: Buffer.from(JSON.stringify({ ...application(1), padding: 'x'.repeat(300 * 1024) })) });
    expect(huge.status()).toBe(413);
    expect(await huge.json()).toMatchObject({ status: false, code: 413 });
    const malformed = await request.post('/api/v1/applications', { headers: { ...headers, 'Content-Type': 'application/json' }, data: Buffer.from('{"applicant": ') });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ status: false, code: 400, message: 'The request body is not valid JSON.' });
    const form = await request.post('/api/v1/applications', { headers, form: { store_id: '1' } });
    expect(form.status()).toBe(415);
    expect(await form.json()).toMatchObject({ status: false, code: 415 });
    const anonymous = await request.post('/api/v1/applications', { data: application(1) });
    expect(anonymous.status()).toBe(401);
    const get = await request.get('/api/v1/applications', { headers });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
  });
});

test.describe('reading applications', () => {
  let id: number;
  let uuid: string;

  test.beforeAll(async () => {
    const co = { title: 'mr', first_name: 'John', last_name: 'Doe', social_security_number: freshSsn(), date_of_birth: `${year - 38}-06-30`, email: 'john@example.com', primaryIncome: { source: 'employment', gross: 2000, frequency: 'semi-monthly' } };
    id = (await submit(application(storeId('acme/houston'), { co_applicant: co }))).data.application_id;
    uuid = (await houston().getApplication(id)).data.uuid;
  });

  test('GET /applications/{application} by id and by uuid (2.9)', async () => {
    const byId = await houston().getApplication(id);
    expect(byId).toEqual({
      status: true,
      code: 200,
      data: {
        id: String(id),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        applicant: { name: { title: 'ms', first: 'Jane', middle: 'Q', last: 'Doe' }, email: 'jane.doe@example.com' },
        coapplicant: { name: { title: 'mr', first: 'John', middle: null, last: 'Doe' }, email: 'john@example.com' },
        status_code: 'V',
      },
    });
    expect(Object.keys(byId.data)).toEqual(['id', 'uuid', 'applicant', 'coapplicant', 'status_code']);
    expect(() => applicationRecordSchema.strict().parse(byId.data)).not.toThrow();
    expect(await houston().getApplication(uuid)).toEqual(byId);
  });

  test('terms, offers and scores', async () => {
    expect(await houston().getApplicationTerms(id)).toEqual({ status: true, code: 200, data: { modelVersionUsed: '1', terms: { scoringVersion: '1' } } });
    expect(await houston().getApplicationOffers(uuid)).toEqual({ status: true, code: 200, data: { A: '$3,000.00', B: '$3,750.00', C: '$4,500.00' } });
    const scores = await houston().getApplicationScores(id);
    expect(() => applicationScoresSchema.strict().parse(scores.data)).not.toThrow();
    expect(Object.keys(scores.data)).toEqual(['application_id', 'modelVersionUsed', 'score', 'coapplicant_score', 'band', 'code', 'determination', 'decided_at', 'reasons']);
    expect(scores.data).toEqual({
      application_id: id,
      modelVersionUsed: '1',
      // Household income with the co-applicant's, plus the co-applicant factor: 250 + 270 + 90 + 170 + 40 + 90 + 50.
      score: 960,
      coapplicant_score: 880,
      band: 'A+',
      code: 'A',
      determination: 'approved',
      decided_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      reasons: [],
    });
  });

  test('unknown applications and other tenants’ applications are 404 on every read', async () => {
    for (const path of ['', '/terms', '/offers', '/scores']) {
      for (const [scope, ref] of [
        ['acme', '99999999'],
        ['acme', '00000000-0000-0000-0000-000000000000'],
        ['acme', 'not-an-id'],
        ['globex', String(id)],
        ['globex', uuid],
        ['globex/brooklyn', String(id)],
        ['acme/los-angeles', String(id)],
      ] as const) {
        const error = await apiError(clientFor(scope).request('GET', `/applications/${ref}${path}`));
        expect(error.status, `${scope} ${ref}${path}`).toBe(404);
        expect(error.body).toEqual({ status: false, code: 404, message: 'Application not found.' });
      }
    }
    // The retailer sees its store's application.
    expect((await clientFor('acme').getApplication(id)).data.id).toBe(String(id));
  });
});

test.describe('lookups', () => {
  test('POST /applications/lookup answers the lookup result (2.10) with the application result and score', async () => {
    const body = application(storeId('acme/houston'));
    const { data: created } = await submit(body);
    const found = await houston().request<Envelope<Record<string, unknown>>>('POST', '/applications/lookup', {
      last_name: 'doe',
      date_of_birth: `01/15/${year - 41}`,
      social_security_number: body.applicant.social_security_number.replace(/-/g, ''),
      store_id: storeId('acme/houston'),
    });
    expect(Object.keys(found.data)).toEqual(['application_id', 'applicant', 'application_result']);
    expect(() => lookupResultSchema.strict().parse(found.data)).not.toThrow();
    expect(found.data).toEqual({ application_id: created.application_id, applicant: { first_name: 'Jane', middle_name: 'Q', last_name: 'Doe' }, application_result: created });

    const query = { last_name: 'Doe', date_of_birth: `${year - 41}-01-15`, social_security_number: body.applicant.social_security_number };
    expect((await apiError(clientFor('globex').request('POST', '/applications/lookup', query))).status).toBe(404);
    expect((await apiError(houston().request('POST', '/applications/lookup', { ...query, last_name: 'Smith' }))).status).toBe(404);
    const invalid = await apiError(houston().request('POST', '/applications/lookup', { last_name: 'Doe' }));
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.errors!).sort()).toEqual(['date_of_birth', 'social_security_number']);
  });

  test('POST /applications/phone-system-lookup reads the query string or the body', async () => {
    const body = application(storeId('acme/houston'), { applicant: { ...application(1).applicant, location: { line_1: '1 Bay St', city: 'Houston', state: 'TX', code: '77099' } } });
    const { data: created } = await submit(body);
    const params = { date_of_birth: `${year - 41}-01-15`, ssn_last_four: body.applicant.social_security_number.slice(-4), zip_code: '77099' };
    const viaQuery = await houston().phoneSystemLookup(params);
    const viaBody = await houston().request<Envelope<{ applications: Record<string, unknown>[] }>>('POST', '/applications/phone-system-lookup', params);
    expect(viaBody).toEqual(viaQuery);
    expect(() => phoneLookupResultSchema.strict().parse(viaQuery.data)).not.toThrow();
    const match = viaQuery.data.applications.find((a) => a.application_id === created.application_id)!;
    expect(Object.keys(match)).toEqual([
      'application_id', 'uuid', 'store_id', 'status_code', 'created_at', 'first_name', 'last_name', 'approved_amount',
      'loan_number', 'lease_status_code', 'amount_due', 'amount_due_text', 'amount_due_date',
    ]);
    expect(match).toMatchObject({ store_id: storeId('acme/houston'), status_code: 'V', first_name: 'Jane', last_name: 'Doe', approved_amount: '$4,500.00', loan_number: null, amount_due: null });
    expect((await clientFor('globex').request<Envelope<{ applications: unknown[] }>>('POST', '/applications/phone-system-lookup', params)).data.applications).toEqual([]);
    const invalid = await apiError(houston().request('POST', '/applications/phone-system-lookup', undefined, { query: { ssn_last_four: '12' } }));
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.errors!).sort()).toEqual(['date_of_birth', 'ssn_last_four', 'zip_code']);
  });
});

test.describe('POST /applications/{application}/add-co-applicant', () => {
  test('answers {co_applicant} outside the envelope with both incomes filled in', async ({ request }) => {
    const { data } = await submit(application(storeId('acme/houston')));
    const co = { title: 'mr', first_name: 'John', last_name: 'Doe', social_security_number: '234-56-7890', date_of_birth: `${year - 38}-06-30`, cell: '5125550142', primaryIncome: { source: 'employment', gross: 2000, frequency: 'semi-monthly' }, secondaryIncome: {} };
    const response = await request.post(`/api/v1/applications/${data.application_id}/add-co-applicant`, { headers: { Authorization: `Bearer ${tokenFor('acme/houston')}` }, data: co });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['co_applicant']);
    expect(() => addCoApplicantResponseSchema.strict().parse(body)).not.toThrow();
    expect(body.co_applicant).toEqual({
      title: 'mr',
      first_name: 'John',
      middle_name: null,
      last_name: 'Doe',
      social_security_number: '***-**-7890',
      date_of_birth: `${year - 38}-06-30`,
      email: null,
      identification: null,
      identification_issuer: null,
      phone: null,
      cell: '5125550142',
      primaryIncome: { source: 'employment', employer: null, gross: 2000, pay_date: null, phone: null, ext: null, frequency: 'semi-monthly', first_pay_day: null, second_pay_day: null, title_department: null },
      secondaryIncome: {},
    });
    const scores = await houston().getApplicationScores(data.application_id);
    expect(scores.data.coapplicant_score).toBe(880);

    const again = await apiError(houston().request('POST', `/applications/${data.application_id}/add-co-applicant`, co));
    expect(again).toMatchObject({ status: 409, code: 409 });
    expect((await apiError(clientFor('globex').request('POST', `/applications/${data.application_id}/add-co-applicant`, co))).status).toBe(404);
    const invalid = await apiError(houston().request('POST', `/applications/${data.application_id}/add-co-applicant`, { ...co, social_security_number: '666-00-0000', primaryIncome: { gross: 'lots' } }));
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.errors!).sort()).toEqual(['primaryIncome.frequency', 'primaryIncome.gross', 'primaryIncome.source', 'social_security_number']);
  });
});

test.describe('POST /score/prequalify', () => {
  test('answers {preQualified} and stores nothing', async () => {
    const person = { store_id: storeId('acme/houston'), first_name: 'Ana', last_name: 'Lopez', social_security_number: freshSsn(), date_of_birth: `${year - 30}-03-03`, zip: '77002' };
    expect(await houston().prequalify(person)).toEqual({ status: true, code: 200, data: { preQualified: true } });
    expect(await houston().request('POST', '/score/prequalify', { ...person, date_of_birth: `${year - 16}-03-03` })).toEqual({ status: true, code: 200, data: { preQualified: false } });
    const lookup = await apiError(houston().request('POST', '/applications/lookup', { last_name: 'Lopez', date_of_birth: person.date_of_birth, social_security_number: person.social_security_number }));
    expect(lookup.status).toBe(404);
    const invalid = await apiError(houston().request('POST', '/score/prequalify', { ...person, social_security_number: '000-00-0000', store_id: 'x' }));
    expect(Object.keys(invalid.errors!).sort()).toEqual(['social_security_number', 'store_id']);
    expect((await apiError(clientFor('globex').request('POST', '/score/prequalify', person))).errors).toEqual({ store_id: ['The selected store_id is invalid.'] });
  });
});
