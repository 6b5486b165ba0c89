import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createLeaselineClient, type LeaselineClient } from '../src/client';
import { openMailbox, type Mailbox } from '../../../e2e/fixtures/mailbox';
import * as Q from './graphql';
import { applicant, applyInOverlay, signLease, type Applicant } from './hosted-application';
import { startLeaselineServer, type LeaselineServer } from './leaseline-server';
import { startStorefront, type LeaselineCheckoutData, type Storefront } from './storefront';
import { startVendure, type VendureShop } from './vendure-server';

/**
 * The plugin against real parts: a Leaseline server (test build, its own database, real SMTP for the
 * verification codes), a Vendure server with the plugin (@vendure/testing), and Chromium filling in the
 * hosted application from a storefront page. Nothing is mocked.
 */

const base = Number(process.env.VENDURE_TEST_PORT ?? Number(process.env.E2E_PORT ?? 3300) + 60);
const ports = { leaseline: base, smtp: base + 1, vendure: base + 2, storefront: base + 3 };
process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true';

let leaseline: LeaselineServer;
let vendure: VendureShop;
let storefront: Storefront;
let mailbox: Mailbox;
let store: LeaselineClient;
let webhookSecret: string;
const vendureUrl = `http://127.0.0.1:${ports.vendure}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  mailbox = await openMailbox(process.env.SMTP_URL);
  [leaseline, vendure, storefront] = await Promise.all([startLeaselineServer(ports.leaseline), startVendure(ports.vendure), startStorefront(ports.storefront)]);
  store = createLeaselineClient({ baseUrl: leaseline.baseURL, token: leaseline.storeToken });
  // The merchant's one-time set-up at Leaseline (README "Configure"): the storefront may frame the
  // application, and Vendure's webhook route receives the retailer's events.
  const retailer = createLeaselineClient({ baseUrl: leaseline.baseURL, token: leaseline.retailerToken });
  await retailer.replaceCheckoutOrigins({ origins: [storefront.origin] });
  const endpoint = await retailer.createWebhookEndpoint({ url: `${vendureUrl}/leaseline/webhooks`, events: ['lease.signed', 'lease.funded', 'lease.cancelled', 'lease.paid_out'] } as never);
  webhookSecret = endpoint.data.secret;
  // …and in Vendure's admin: the payment method with its settings, and a product that cannot be leased.
  await vendure.adminClient.asSuperAdmin();
  await vendure.adminClient.query(Q.CREATE_PAYMENT_METHOD, {
    input: {
      code: 'leaseline',
      enabled: true,
      handler: {
        code: 'leaseline',
        arguments: [
          { name: 'baseUri', value: leaseline.baseURL },
          { name: 'apiToken', value: leaseline.storeToken },
          { name: 'retailerSlug', value: 'acme' },
          { name: 'storeSlug', value: 'houston' },
          { name: 'webhookSecret', value: webhookSecret },
          { name: 'settleOn', value: 'Delivered' },
          { name: 'signingReturnUrl', value: `${storefront.origin}/orders/{orderCode}` },
        ],
      },
      checker: { code: 'leaseline-eligibility', arguments: [] },
      translations: [{ languageCode: 'en', name: 'Pay over time with Leaseline' }],
    },
  });
  await vendure.adminClient.query(Q.UPDATE_PRODUCT, { input: { id: 'T_4', customFields: { leasable: false } } });
});

test.afterAll(async () => {
  await Promise.allSettled([vendure?.stop(), leaseline?.stop(), storefront?.close(), mailbox?.close()]);
});

type Line = { variant: string; qty: number };
const SOFA = 'T_1';
const RECLINER = 'T_2';
const DINING = 'T_3';
const GIFT_CARD = 'T_4';

/** A guest's cart up to the payment step, as a storefront builds it through the shop API. */
async function cartAtPayment(lines: Line[], state = 'TX', person?: Applicant) {
  const shop = vendure.shopClient;
  await shop.asAnonymousUser();
  for (const line of lines) await shop.query(Q.ADD_ITEM, { id: line.variant, qty: line.qty });
  await shop.query(Q.SET_CUSTOMER, {
    input: { firstName: person?.first ?? 'Vera', lastName: person?.last ?? 'Vendure', emailAddress: person?.email ?? `vera.${Date.now()}@example.com`, phoneNumber: '5125550188' },
  });
  await shop.query(Q.SET_ADDRESS, { input: { fullName: 'Vera Vendure', streetLine1: '12 Market St', city: 'Houston', province: state, postalCode: '77002', countryCode: 'US' } });
  await shop.query(Q.SET_SHIPPING, { id: ['T_1'] });
  const moved = await shop.query(Q.TO_STATE, { state: 'ArrangingPayment' });
  expect(moved.transitionOrderToState).toMatchObject({ state: 'ArrangingPayment' });
  const { activeOrder } = await shop.query(Q.ACTIVE_ORDER);
  return activeOrder as { id: string; code: string; totalWithTax: number; lines: { id: string }[] };
}

async function leaselineOffered() {
  const { eligiblePaymentMethods } = await vendure.shopClient.query(Q.ELIGIBLE_PAYMENT_METHODS);
  return (eligiblePaymentMethods as { code: string; isEligible: boolean; eligibilityMessage: string | null }[]).find((m) => m.code === 'leaseline')!;
}

async function checkoutData(): Promise<LeaselineCheckoutData> {
  const { leaselineCheckout } = await vendure.shopClient.query(Q.LEASELINE_CHECKOUT);
  return leaselineCheckout as LeaselineCheckoutData;
}

type PaymentRow = { id: string; state: string; transactionId: string | null; errorMessage: string | null; metadata: Record<string, unknown> & { public?: { signingUrl: string | null } } };

async function addPayment(checkoutId: string) {
  const { addPaymentToOrder } = await vendure.shopClient.query(Q.ADD_PAYMENT, { input: { method: 'leaseline', metadata: { checkoutId } } });
  return addPaymentToOrder as { state?: string; payments?: PaymentRow[]; errorCode?: string; paymentErrorMessage?: string };
}

async function adminOrder(id: string) {
  const { order } = await vendure.adminClient.query(Q.ORDER, { id });
  return order as { state: string; lines: { id: string; quantity: number }[]; payments: PaymentRow[]; history: { items: { type: string; data: { note?: string } }[] } };
}

const notes = async (id: string) => (await adminOrder(id)).history.items.map((i) => i.data.note).filter(Boolean) as string[];

async function applyFor(page: Page, person: Applicant) {
  const data = await checkoutData();
  return applyInOverlay(page, storefront.payUrl(data), person, mailbox);
}

let leasedOrder: { id: string; loanNumber: string };
let approvedCheckoutId: string;

test('ineligible carts are not offered Leaseline: over the maximum, an excluded state, a product that is not leasable', async () => {
  await cartAtPayment([{ variant: SOFA, qty: 1 }]);
  expect(await leaselineOffered()).toMatchObject({ isEligible: true });

  await cartAtPayment([{ variant: DINING, qty: 4 }]);
  expect(await leaselineOffered()).toMatchObject({ isEligible: false, eligibilityMessage: expect.stringContaining('at most $4500.00') });

  await cartAtPayment([{ variant: SOFA, qty: 1 }], 'NJ');
  expect(await leaselineOffered()).toMatchObject({ isEligible: false, eligibilityMessage: 'Leaseline does not lease in NJ.' });

  await cartAtPayment([{ variant: SOFA, qty: 1 }, { variant: GIFT_CARD, qty: 1 }]);
  expect(await leaselineOffered()).toMatchObject({ isEligible: false, eligibilityMessage: 'Leaseline cannot lease Gift card.' });
  // The server refuses it too, not only the list the storefront shows.
  const refused = await addPayment('00000000-0000-0000-0000-000000000000');
  expect(refused.errorCode).toBe('INELIGIBLE_PAYMENT_METHOD_ERROR');
});

test('a shopper leases an order: approved in the overlay, lease created from the order, signed, delivered in Vendure → Settled and D', async ({ page }) => {
  test.setTimeout(360_000);
  const person = applicant('approved');
  const order = await cartAtPayment([{ variant: SOFA, qty: 1 }, { variant: RECLINER, qty: 1 }], 'TX', person);
  const data = await checkoutData();
  expect(data).toMatchObject({ baseUri: leaseline.baseURL, retailerSlug: 'acme', storeSlug: 'houston', paymentMethodCode: 'leaseline', reference_id: order.code, cartTotal: order.totalWithTax / 100 });
  expect(data.customer).toMatchObject({ first_name: person.first, email: person.email, cell_phone: '5125550188' });

  const result = await applyInOverlay(page, storefront.payUrl(data), person, mailbox);
  expect(result.status).toBe('approved');
  approvedCheckoutId = result.checkoutId;

  const paid = await addPayment(result.checkoutId);
  expect(paid.state, JSON.stringify(paid)).toBe('PaymentAuthorized');
  const payment = paid.payments!.find((p) => p.state === 'Authorized')!;
  expect(payment.transactionId).toMatch(/^LL-/);
  const signingUrl = payment.metadata.public!.signingUrl!;
  expect(signingUrl).toContain('/sign/');

  // The lease at Leaseline carries the order's lines and shipping.
  const { data: lease } = await store.getLease(payment.transactionId!);
  expect(lease.state_code).toBe('V');
  expect(lease.items.map((i) => ({ sku: i.sku, quantity: i.quantity, unit_price: i.unit_price }))).toEqual([
    { sku: 'SOFA-3', quantity: 1, unit_price: 899 },
    { sku: 'RECL-1', quantity: 1, unit_price: 450 },
  ]);
  expect(lease.deliveryCharge).toBe(50);

  // Not signed yet: delivering in Vendure is refused with Leaseline's reason, and nothing moves.
  const fulfilment = await vendure.adminClient.query(Q.ADD_FULFILLMENT, {
    input: {
      lines: (await adminOrder(order.id)).lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
      handler: { code: 'manual-fulfillment', arguments: [{ name: 'method', value: 'Courier' }, { name: 'trackingCode', value: 'TRK-1' }] },
    },
  });
  const fulfilmentId = fulfilment.addFulfillmentToOrder.id as string;
  expect(fulfilmentId, JSON.stringify(fulfilment)).toBeTruthy();
  const refused = await vendure.adminClient.query(Q.FULFILLMENT_TO_STATE, { id: fulfilmentId, state: 'Delivered' });
  expect(refused.transitionFulfillmentToState.errorCode).toBe('FULFILLMENT_STATE_TRANSITION_ERROR');
  expect(refused.transitionFulfillmentToState.transitionError).toContain('is not signed yet');
  expect((await store.getLease(lease.id)).data.state_code).toBe('V');

  // The shopper signs (embedded e-sign) and comes back to the storefront.
  await signLease(page, signingUrl, new RegExp(`/orders/${order.code}$`));
  expect((await store.getLease(lease.id)).data.state_code).toBe('S');
  // Leaseline's own delivery of lease.signed (its webhook worker, signed) reaches the order's history.
  await expect.poll(() => notes(order.id), { timeout: 30_000 }).toContainEqual(expect.stringContaining(`lease ${lease.loan_number} was signed`));

  const delivered = await vendure.adminClient.query(Q.FULFILLMENT_TO_STATE, { id: fulfilmentId, state: 'Delivered' });
  expect(delivered.transitionFulfillmentToState, JSON.stringify(delivered)).toMatchObject({ state: 'Delivered' });
  const after = await adminOrder(order.id);
  expect(after.payments.find((p) => p.id === payment.id)!.state).toBe('Settled');
  expect(after.state).toBe('Delivered');
  expect((await store.getLease(lease.id)).data.state_code).toBe('D');
  leasedOrder = { id: order.id, loanNumber: lease.loan_number };
});

test('a checkout already used is refused on a second order (and logged)', async () => {
  await cartAtPayment([{ variant: SOFA, qty: 1 }]);
  const reused = await addPayment(approvedCheckoutId);
  expect(reused.errorCode).toBe('PAYMENT_DECLINED_ERROR');
  expect(reused.paymentErrorMessage).toContain('belongs to another order');
});

test('a declined application cannot pay', async ({ page }) => {
  test.setTimeout(120_000);
  const person = applicant('declined');
  await cartAtPayment([{ variant: RECLINER, qty: 1 }], 'TX', person);
  const result = await applyFor(page, person);
  expect(result.status).toBe('declined');
  const declined = await addPayment(result.checkoutId);
  expect(declined.errorCode).toBe('PAYMENT_DECLINED_ERROR');
  expect(declined.paymentErrorMessage).toBe('The Leaseline application was not approved (it is declined).');
});

test('approved for less than the order total is declined; the approval then pays a smaller cart, and cancelling the order cancels its lease', async ({ page }) => {
  test.setTimeout(240_000);
  const person = applicant('approved', 500);
  const order = await cartAtPayment([{ variant: RECLINER, qty: 1 }], 'TX', person);
  const result = await applyFor(page, person);
  expect(result.status).toBe('approved');
  expect(result.approvedAmount!).toBeLessThan(3 * 1200);

  // The cart grows past the approval after applying (back to AddingItems, more dining sets, payment again).
  await vendure.shopClient.query(Q.TO_STATE, { state: 'AddingItems' });
  const extra = Math.ceil((result.approvedAmount! * 100 - order.totalWithTax) / 120_000) + 1;
  await vendure.shopClient.query(Q.ADD_ITEM, { id: DINING, qty: extra });
  await vendure.shopClient.query(Q.TO_STATE, { state: 'ArrangingPayment' });
  const below = await addPayment(result.checkoutId);
  expect(below.errorCode).toBe('PAYMENT_DECLINED_ERROR');
  expect(below.paymentErrorMessage).toMatch(/^Leaseline approved \$[\d.]+, less than the order total of \$[\d.]+\.$/);

  // Back to the recliner alone: the same approval pays, and a retried call makes no second lease.
  await vendure.shopClient.query(Q.TO_STATE, { state: 'AddingItems' });
  const { activeOrder } = await vendure.shopClient.query(Q.ACTIVE_ORDER);
  await vendure.shopClient.query(Q.REMOVE_LINE, { id: activeOrder.lines[1].id });
  await vendure.shopClient.query(Q.TO_STATE, { state: 'ArrangingPayment' });
  const paid = await addPayment(result.checkoutId);
  expect(paid.state, JSON.stringify(paid)).toBe('PaymentAuthorized');
  const loanNumber = paid.payments!.find((p) => p.state === 'Authorized')!.transactionId!;
  expect((await store.getLease(loanNumber)).data.state_code).toBe('V');

  const cancelled = await vendure.adminClient.query(Q.CANCEL_ORDER, { input: { orderId: order.id, reason: 'Customer changed their mind' } });
  expect(cancelled.cancelOrder, JSON.stringify(cancelled)).toMatchObject({ state: 'Cancelled' });
  await expect.poll(async () => (await store.getLease(loanNumber)).data.state_code, { timeout: 20_000 }).toBe('X');
  await expect.poll(async () => (await adminOrder(order.id)).payments.find((p) => p.transactionId === loanNumber)?.state, { timeout: 20_000 }).toBe('Cancelled');
});

test('webhooks: a bad signature is 401 and changes nothing; lease.funded signed reaches the order once', async () => {
  const url = `${vendureUrl}/leaseline/webhooks`;
  const body = JSON.stringify({ type: 'lease.funded', timestamp: new Date().toISOString(), data: { loan_number: leasedOrder.loanNumber, state_code: 'F' } });
  const before = await notes(leasedOrder.id);

  const wrong = new Webhook('whsec_' + Buffer.from('not the endpoint secret 1234567').toString('base64'));
  const id = `msg_vendure_${Date.now()}`;
  const now = new Date();
  const forged = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': wrong.sign(id, now, body) } });
  expect(forged.status).toBe(401);
  const stale = new Date(Date.now() - 10 * 60_000);
  const old = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(stale.getTime() / 1000)), 'webhook-signature': new Webhook(webhookSecret).sign(id, stale, body) },
  });
  expect(old.status).toBe(401);
  expect(await notes(leasedOrder.id)).toEqual(before);

  const headers = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': new Webhook(webhookSecret).sign(id, now, body) };
  const first = await fetch(url, { method: 'POST', body, headers });
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ outcome: 'applied' });
  const again = await fetch(url, { method: 'POST', body, headers });
  expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
  const funded = (await notes(leasedOrder.id)).filter((n) => n.includes('was funded'));
  expect(funded).toEqual([`Leaseline: lease ${leasedOrder.loanNumber} was funded; the merchant is paid.`]);
  const payment = (await adminOrder(leasedOrder.id)).payments.find((p) => p.transactionId === leasedOrder.loanNumber)!;
  expect(payment.metadata).toMatchObject({ leaseState: 'F' });
});
