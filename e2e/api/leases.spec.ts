import { expect, test } from '@playwright/test';
import { leaseResponseSchema } from '@/lib/api/openapi/lease-schemas';
import { apiError, clientFor } from './support';
import { approvedApplication, call, leaseBody } from './lease-support';

/** POST /leases (4.19), GET /leases/{lease} and POST /leases/{lease}/deliver, through the typed client against the seeded server. */

const LEASE_RECORD_KEYS = [
  'id', 'uuid', 'store_id', 'application_id', 'state_id', 'state_code', 'label', 'uid_WorkItemId', 'envelope', 'envelope_id', 'contract_id',
  'e_sign_contract_url', 'esign_location', 'merchant_order_id', 'loan_number', 'ach_credit_id', 'pay_grade', 'score', 'computation',
  'approved_amount', 'cash_price', 'funded_amount', 'credits', 'lease_params', 'loan', '90_day_payoff', 'option_type', 'extended', 'fpd',
  'comments', 'employee_comments', 'applicant_home_phone_comment', 'applicant_mobile_phone_comment', 'applicant_employer_phone_comment',
  'applicant_general_comment', 'first_status_change_at', 'accepted_at', 'last_activity_at', 'closed_at', 'created_at', 'updated_at',
  'deleted_at', 'loan_at', 'funded_at', 'delivered_at', 'rog_at', 'delivered_canceled_at', 'delivered_notified_at', 'delivered_set_at',
  'verified_at', 'down_payment_timestamp', 'updated_by_user_id', 'created_by_user_id', 'approved_by_user_id', 'accepted_by_user_id',
  'first_status', 'confirmation_required', 'sync', 'delivery_cancelled_reason', 'delivery_cancelled_other', 'down_payment_taken_by_provider',
  'down_payment_in_process', 'down_payment_return_url', 'send_down_payment_email',
];
const LEASE_EXTRA_KEYS = [
  'option', 'paymentFrequency', 'deliveryCharge', 'additionalDown', 'storeWillCollect', 'proposed_down_payment', 'amount_leased',
  'include_warranty', 'ocp_included', 'primary_language', 'items', 'sales_person', 'calculations', 'esign', 'replaced_lease',
];
const LOAN_NUMBER = /^LL-\d{4}-\d{6,}$/;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const $ = (cents: number) => usd.format(cents / 100);
const textCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const cents = (dollars: number) => Math.round(dollars * 100);

test.describe('POST /leases', () => {
  test('creates the lease: record, terms, items, calculations, esign seam', async () => {
    const app = await approvedApplication('acme/houston');
    const body = leaseBody(app, { ocp_included: true });
    const res = await clientFor('acme/houston').createLease(body);
    expect(Object.keys(res)).toEqual(['status', 'code', 'data']);
    const lease = res.data;
    expect(Object.keys(lease)).toEqual([...LEASE_RECORD_KEYS, ...LEASE_EXTRA_KEYS]);
    expect(() => leaseResponseSchema.strict().parse(lease)).not.toThrow();
    expect(lease).toMatchObject({
      application_id: app.id,
      state_code: 'V',
      first_status: 'V',
      option: 'A',
      option_type: 'A',
      paymentFrequency: '14-day',
      cash_price: (app.offers.A! - 50_00) / 100,
      amount_leased: (app.offers.A! - 50_00) / 100,
      approved_amount: app.offers.A! / 100,
      deliveryCharge: 50,
      additionalDown: 0,
      storeWillCollect: 0,
      ocp_included: true,
      include_warranty: false,
      primary_language: 'en',
      deleted_at: null,
      // create_esign defaults to true and esign_type to embedded: the in-store signing link (e2e/api/esign.spec.ts).
      esign: { esign_type: 'embedded', status: 'open', sent_at: null, signed_at: null },
      esign_location: 'embedded',
      replaced_lease: null,
      sales_person: { name: 'Sam Sales', email: 'sam@acme.test', phone: '7135550100' },
      '90_day_payoff': 'No',
    });
    expect(lease.loan_number).toMatch(LOAN_NUMBER);
    expect(Number.isInteger(lease.id)).toBe(true);
    expect(lease.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(lease.items).toEqual([
      { sku: 'SOFA-1', quantity: 1, unit_price: body.items[0]!.unit_price, description: 'Sofa', total: body.items[0]!.unit_price },
      { sku: 'PILLOW', quantity: 2, unit_price: 25, description: 'Pillow', total: 50 },
    ]);
    // The calculations are the calculator's for the same facts, to the cent.
    const calc = await clientFor('acme/houston').calculatePayments({
      application_id: app.id,
      option: 'A',
      paymentFrequency: '14-day',
      leaseAmount: lease.cash_price!,
      ocpIncluded: true,
    });
    expect(lease.calculations).toEqual(calc.data);
    const c = lease.calculations!;
    expect(c.leaseAmount).toBe($(cents(lease.cash_price!)));
    expect(c.schedule).toHaveLength(c.numberOfPayments);
    expect(c.schedule.reduce((s, r) => s + cents(r.paymentAmount_no_tax) + cents(r.tax), 0)).toBe(textCents(c.total));
    // The 2.8 computation snapshot carries the same numbers.
    expect(lease.computation).toMatchObject({ paymentAmount: c.paymentAmount, total: c.total, numberOfPayments: c.numberOfPayments });

    // GET /leases/{id}, /leases/{uuid} and /leases/{loan number} answer the same lease, with its payments ledger
    // (docs/payments.md): nothing paid yet, the whole schedule due.
    for (const ref of [lease.id, lease.uuid, lease.loan_number]) {
      const got = await clientFor('acme').getLease(ref);
      const { balance, amount_paid, payoff_amount, next_payment, card_on_file, payments, ...rest } = got.data;
      expect(rest).toEqual(lease);
      expect({ amount_paid, card_on_file, payments, next_payment }).toEqual({ amount_paid: 0, card_on_file: null, payments: [], next_payment: null });
      expect(balance).toBe(Math.round((c.schedule as { total: number }[]).reduce((sum, row) => sum + row.total * 100, 0)) / 100);
      expect(payoff_amount).toBeLessThanOrEqual(balance!);
    }
    // The pipeline now shows it under "contracting" with its loan number.
    const pipeline = await call('GET', '/applications/groups?purchase_group=contracting&per_page=100&sort_by=updated_at', 'acme/houston');
    const row = (pipeline.body.data.data as { id: number; state_code: string; lease: { loan_number: string } }[]).find((r) => r.id === app.id);
    expect(row).toMatchObject({ state_code: 'L', lease: { loan_number: lease.loan_number, state_code: 'V' } });
  });

  test('a second request answers 409; discard_esign: true replaces the terms', async () => {
    const app = await approvedApplication('acme/houston');
    const first = await call('POST', '/leases', 'acme/houston', leaseBody(app));
    expect(first.status).toBe(200);
    const again = await call('POST', '/leases', 'acme/houston', leaseBody(app));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status: false,
      code: 409,
      message: `Application ${app.id} already has lease ${first.body.data.loan_number} (awaiting signature). Send discard_esign: true to replace its terms.`,
    });
    const replaced = await call('POST', '/leases', 'acme/houston', leaseBody(app, { discard_esign: true, option: 'B', deliveryCharge: 0 }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ option: 'B', state_code: 'V', replaced_lease: { id: first.body.data.id, loan_number: first.body.data.loan_number } });
    expect(replaced.body.data.loan_number).not.toBe(first.body.data.loan_number);
    // The replaced lease is kept, marked deleted.
    const old = await call('GET', `/leases/${first.body.data.id}`, 'acme/houston');
    expect(old.body.data.deleted_at).not.toBeNull();
  });

  test('simultaneous requests for one application make exactly one lease', async () => {
    const app = await approvedApplication('acme/houston');
    const results = await Promise.all(Array.from({ length: 8 }, () => call('POST', '/leases', 'acme/houston', leaseBody(app))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });

  test('each rule answers 422 naming its field and the numbers', async () => {
    const app = await approvedApplication('acme/houston');
    const A = app.offers.A!;
    const over = A + 340_00; // goods A + 290 + 50 delivery
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { items: [{ sku: 'TV', quantity: 1, unit_price: (over - 50_00) / 100, description: 'TV' }] },
        { additionalDown: [`The amount leased ${$(over)} exceeds option A's approved amount of ${$(A)}: an additional down payment of at least ${$(340_00)} is needed.`] },
      ],
      [
        { additionalDown: 100, storeWillCollect: 150 },
        {
          additionalDown: ['The additional down payment $100.00 may not be less than the $150.00 the store will collect.'],
          storeWillCollect: ['The store may collect at most $100.00 (the overage of $0.00 above the approved amount plus the extra down payment of $100.00); $150.00 was given.'],
        },
      ],
      [{ include_warranty: true }, { include_warranty: ['The HVAC labor warranty is offered only by HVAC stores; Acme Houston is not one (its product type is electronics).'] }],
      [{ additionalDown: (A - 50_00) / 100 }, { additionalDown: [`The additional down payment ${$(A - 50_00)} must be less than the cash price ${$(A - 50_00)}.`] }],
      [{ items: [{ sku: 'LAMP', quantity: 1, unit_price: 20, description: 'Lamp' }] }, { items: ['The amount leased $70.00 (cash price $70.00 − additional down $0.00) is below the $100.00 minimum.'] }],
      [{ items: [] }, { items: ['Add at least one item.'] }],
      [{ items: undefined }, { items: ['The items field is required.'] }],
      [{ option: 'E' }, { option: ['The option must be one of: A, B, C.'] }],
      [{ paymentFrequency: 'weekly' }, { paymentFrequency: ['The paymentFrequency must be one of: 14-day, 28-day, semi-monthly, monthly.'] }],
      [{ items: [{ quantity: 1.5, unit_price: 10, description: 'x' }] }, { 'items.0.quantity': ['The quantity must be a whole number.'] }],
      [{ items: [{ quantity: 1, unit_price: -1, description: 'x' }] }, { 'items.0.unit_price': ['The unit price may not be negative.'] }],
      [{ items: [{ quantity: 1, unit_price: 500 }] }, { 'items.0.description': ['The description field is required.'] }],
      [{ sales_person: { email: 'sam@acme.test' } }, { 'sales_person.name': ['The sales person name field is required.'] }],
      [{ application_id: undefined }, { application_id: ['The application_id field is required.'] }],
    ];
    for (const [patch, errors] of cases) {
      const { status, body } = await call('POST', '/leases', 'acme/houston', leaseBody(app, patch));
      expect(status, JSON.stringify(patch)).toBe(422);
      expect(body, JSON.stringify(patch)).toEqual({ status: false, code: 422, message: 'The given data was invalid.', errors });
    }
    // None of them created a lease: the application is still approved.
    const ok = await call('POST', '/leases', 'acme/houston', leaseBody(app));
    expect(ok.status).toBe(200);
  });

  test('the store collects the overage plus the extra down payment', async () => {
    const app = await approvedApplication('acme/houston');
    const A = app.offers.A!;
    // Cash price A + 200; 300 down of which the store collects all 300 (overage 200 + extra 100).
    const body = leaseBody(app, { items: [{ sku: 'BED', quantity: 1, unit_price: (A + 150_00) / 100, description: 'Bed' }], additionalDown: 300, storeWillCollect: 300 });
    const { status, body: res } = await call('POST', '/leases', 'acme/houston', body);
    expect(status).toBe(200);
    expect(res.data).toMatchObject({ cash_price: (A + 200_00) / 100, amount_leased: (A - 100_00) / 100, storeWillCollect: 300, additionalDown: 300 });
  });

  test('the HVAC warranty is accepted at an HVAC store', async () => {
    const app = await approvedApplication('acme/atlanta-hvac');
    const { status, body } = await call('POST', '/leases', 'acme/atlanta-hvac', leaseBody(app, { include_warranty: true }));
    expect(status).toBe(200);
    expect(body.data.include_warranty).toBe(true);
  });

  test('an application that is not approved answers 422 on application_id', async () => {
    const { body: groups } = await call('GET', '/applications/groups?statuses=N&per_page=1', 'acme/houston');
    const declined = groups.data.data[0] as { id: number };
    const { status, body } = await call('POST', '/leases', 'acme/houston', leaseBody({ id: declined.id, offers: { A: 1000_00 } }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({ application_id: [`Application ${declined.id} is declined (state N); a lease needs an approved application (state A).`] });
  });

  test('other tenants get 404, anonymous callers 401', async () => {
    const app = await approvedApplication('acme/houston');
    for (const scope of ['globex', 'globex/brooklyn', 'acme/miami']) {
      const { status, body } = await call('POST', '/leases', scope, leaseBody(app));
      expect(status, scope).toBe(404);
      expect(body).toEqual({ status: false, code: 404, message: 'Application not found.' });
    }
    expect((await call('POST', '/leases', null, leaseBody(app))).status).toBe(401);
    expect((await call('GET', '/leases/1', 'globex/savannah')).status).toBe(404);
    // Still approved: nothing was created.
    expect((await call('POST', '/leases', 'acme/houston', leaseBody(app))).status).toBe(200);
  });

  test('a merchant token may confirm delivery, but not of a lease the customer has not signed', async () => {
    const app = await approvedApplication('acme/houston');
    const { body } = await call('POST', '/leases', 'acme/houston', leaseBody(app));
    const deliver = await apiError(clientFor('acme/houston').deliverLease(body.data.id));
    expect(deliver).toMatchObject({ status: 409, code: 409 });
    const after = await call('GET', `/leases/${body.data.id}`, 'acme/houston');
    expect(after.body.data.state_code).toBe('V');
  });
});
