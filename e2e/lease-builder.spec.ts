import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { DEMO_PASSWORD, tokenFor } from './fixtures/world';

/**
 * The lease builder and the lease page (issue 4, portal): a sales user turns an approved application into
 * a lease and the numbers on the screen are the API's to the cent; a clerk cannot create one; lease
 * moves follow the role and the transition table.
 */

const LOAN_NUMBER = /^LL-\d{4}-\d{6,}$/;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const $ = (cents: number) => usd.format(cents / 100);
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const dollarCents = (dollars: number) => Math.round(dollars * 100);

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, store: string, data?: unknown) {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${tokenFor(store)}` };
  const response = method === 'GET' ? await request.get(`/api/v1${path}`, { headers }) : await request.post(`/api/v1${path}`, { headers, data });
  return { status: response.status(), body: await response.json() };
}

/**
 * An approved application of `storeName` found the way staff find one: the pipeline's Approved tab, the
 * approvals with the most days left first (so it cannot expire during the test).
 */
async function approvedFromPipeline(page: Page, storeName: string, skip = 0): Promise<number> {
  await page.goto('/applications?purchase_group=approved&sort_by=days_to_expire&sort_order=desc');
  await expect(page.getByTestId('tab-approved')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
  const rows = page.getByTestId('pipeline-row').filter({ has: page.getByTestId('cell-store').filter({ hasText: storeName }) });
  await expect(rows.nth(skip)).toBeVisible();
  return Number(await rows.nth(skip).getAttribute('data-application-id'));
}

/** Waits until the builder's totals are priced for what is on screen (no request pending or in flight). */
async function totalsSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('totals-status')).toHaveAttribute('data-updating', 'false');
  await expect(page.getByTestId('totals-status')).toHaveText(/^Priced for /);
}

async function fillItem(page: Page, index: number, item: { sku?: string; description: string; quantity: string; price: string }) {
  const n = index + 1;
  if (item.sku) await page.getByLabel(`SKU, item ${n}`).fill(item.sku);
  await page.getByLabel(`Description, item ${n}`).fill(item.description);
  await page.getByLabel(`Quantity, item ${n}`).fill(item.quantity);
  await page.getByLabel(`Unit price, item ${n}`).fill(item.price);
}

test.describe('lease builder', () => {
  test('a sales user builds a lease from an approved application; screen, API and stored terms agree to the cent', async ({ page, request }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    const applicationId = await approvedFromPipeline(page, 'Acme Houston');

    await page.goto(`/applications/${applicationId}/lease`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('New lease for');
    const builder = page.getByTestId('lease-builder');
    await expect(builder).toBeVisible();
    // Houston is not an HVAC store: no warranty to offer.
    await expect(page.getByLabel('HVAC labor warranty')).toHaveCount(0);
    const approvedA = cents((await page.getByTestId('approved-A').innerText()).replace('Approved up to', ''));
    expect(approvedA).toBeGreaterThan(500_00);

    // Two items and delivery, within option A's approval.
    const firstPrice = approvedA - 250_00;
    await fillItem(page, 0, { sku: 'TV-65', description: 'Television, 65 inch', quantity: '1', price: (firstPrice / 100).toFixed(2) });
    await page.getByTestId('add-item').click();
    await fillItem(page, 1, { description: 'Wall mount', quantity: '2', price: '49.50' });
    await page.getByLabel('Delivery charge').fill('35');
    await totalsSettled(page);
    const itemsCents = firstPrice + 2 * 49_50;
    await expect(page.getByTestId('line-total')).toHaveText([$(firstPrice), $(99_00)]);
    await expect(page.getByTestId('total-items')).toHaveText($(itemsCents));
    await expect(page.getByTestId('total-cash-price')).toHaveText($(itemsCents + 35_00));
    await expect(page.getByTestId('total-amount-leased')).toHaveText($(itemsCents + 35_00));
    await expect(page.getByTestId('total-overage')).toHaveText('$0.00');
    await expect(page.getByTestId('lease-rules')).toHaveCount(0);

    // Over the approval: the API's own message, on the field and in the totals, as you type.
    const overPrice = approvedA;
    await page.getByLabel('Unit price, item 1').fill((overPrice / 100).toFixed(2));
    await totalsSettled(page);
    const cash = overPrice + 99_00 + 35_00;
    const overage = cash - approvedA;
    const needed = `The amount leased ${$(cash)} exceeds option A's approved amount of ${$(approvedA)}: an additional down payment of at least ${$(overage)} is needed.`;
    await expect(page.locator('#additionalDown-error')).toHaveText(needed);
    await expect(page.getByTestId('lease-rules')).toContainText(needed);
    await expect(page.getByTestId('total-overage')).toHaveText($(overage));

    // A down payment covering it, and a store collection above what the rules allow.
    const down = overage + 16_00;
    await page.getByLabel('Additional down').fill((down / 100).toFixed(2));
    await page.getByLabel('Store will collect').fill((down + 50_00) / 100 + '');
    await totalsSettled(page);
    await expect(page.locator('#storeWillCollect-error')).toHaveText(
      `The store may collect at most ${$(down)} (the overage of ${$(overage)} above the approved amount plus the extra down payment of ${$(16_00)}); ${$(down + 50_00)} was given.`,
    );
    await page.getByLabel('Store will collect').fill('100');
    await page.getByLabel('Phone').fill('7135550100');
    await totalsSettled(page);
    await expect(page.getByTestId('lease-rules')).toHaveCount(0);
    await expect(page.getByTestId('total-cash-price')).toHaveText($(cash));
    await expect(page.getByTestId('total-amount-leased')).toHaveText($(cash - down));

    const shown = {
      payment: await page.getByTestId('total-payment').innerText(),
      count: await page.getByTestId('total-number-of-payments').innerText(),
      totalOfPayments: await page.getByTestId('total-of-payments').innerText(),
      costOfOwnership: await page.getByTestId('total-cost-of-ownership').innerText(),
      initialPayment: await page.getByTestId('total-initial-payment').innerText(),
    };

    await page.getByTestId('create-lease').click();
    const details = page.getByTestId('lease-details');
    await expect(details).toBeVisible();
    await expect(page.getByTestId('loan-number')).toHaveText(LOAN_NUMBER);
    await expect(page.getByTestId('lease-state')).toHaveText('Awaiting signature');
    await expect(page.getByTestId('application-state')).toHaveText('Leased');
    const loanNumber = await page.getByTestId('loan-number').innerText();
    const leaseId = Number(await details.getAttribute('data-lease-id'));

    // The created lease shows what the builder priced.
    await expect(page.getByTestId('total-cash-price')).toHaveText($(cash));
    await expect(page.getByTestId('total-amount-leased')).toHaveText($(cash - down));
    await expect(page.getByTestId('total-payment')).toHaveText(shown.payment);
    await expect(page.getByTestId('total-number-of-payments')).toHaveText(shown.count);
    await expect(page.getByTestId('total-of-payments')).toHaveText(shown.totalOfPayments);
    await expect(page.getByTestId('total-cost-of-ownership')).toHaveText(shown.costOfOwnership);
    await expect(page.getByTestId('total-initial-payment')).toHaveText(shown.initialPayment);
    // The schedule: one row per payment, each the shown payment, summing to the shown total.
    const rowTotals = await page.getByTestId('schedule-total').allInnerTexts();
    expect(rowTotals).toHaveLength(Number(shown.count));
    expect(new Set(rowTotals)).toEqual(new Set([shown.payment]));
    expect(rowTotals.reduce((sum, t) => sum + cents(t), 0)).toBe(cents(shown.totalOfPayments));
    await expect(page.getByTestId('schedule-sum')).toHaveText(shown.totalOfPayments);
    // Cost of ownership = initial payment (with tax) + all payments.
    expect(cents(shown.costOfOwnership)).toBe(cents(shown.initialPayment) + cents(shown.totalOfPayments));

    // The API reads the stored lease (its calculations are recomputed from the stored terms and must
    // reproduce the stored amounts, or it answers 500): the same numbers, to the cent.
    const { status, body } = await api(request, 'GET', `/leases/${leaseId}`, 'acme/houston');
    expect(status).toBe(200);
    const lease = body.data;
    expect(lease).toMatchObject({ loan_number: loanNumber, application_id: applicationId, state_code: 'V', option: 'A', storeWillCollect: 100 });
    expect(dollarCents(lease.cash_price)).toBe(cash);
    expect(dollarCents(lease.amount_leased)).toBe(cash - down);
    expect(dollarCents(lease.additionalDown)).toBe(down);
    expect(lease.items.map((i: { sku: string | null; quantity: number; unit_price: number; description: string }) => [i.sku, i.quantity, dollarCents(i.unit_price), i.description])).toEqual([
      ['TV-65', 1, overPrice, 'Television, 65 inch'],
      [null, 2, 49_50, 'Wall mount'],
    ]);
    expect(lease.sales_person).toEqual({ name: 'Sam Sales', email: 'sales@acme.test', phone: '7135550100' });
    const calc = lease.calculations;
    expect($(dollarCents(calc.paymentAmount))).toBe(shown.payment);
    expect(String(calc.numberOfPayments)).toBe(shown.count);
    expect(calc.total).toBe(shown.totalOfPayments);
    expect($(dollarCents(calc.total_cost_ownership))).toBe(shown.costOfOwnership);
    expect(calc.schedule.map((row: { total: number }) => $(dollarCents(row.total)))).toEqual(rowTotals);
    expect(await page.getByTestId('schedule-row').locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))).toEqual(
      calc.schedule.map((row: { date: string }) => row.date),
    );

    // A sales user may mark a signed lease delivered; this one awaits signature, and trying says why (409).
    await page.getByTestId('lease-action-deliver').click();
    await page.getByTestId('confirm-deliver').click();
    await expect(page.getByTestId('lease-action-error')).toHaveText(
      `Lease ${loanNumber} is awaiting signature (V); it cannot be marked delivered. Allowed from: S (signed).`,
    );
    await expect(page.getByTestId('lease-action-cancel')).toHaveCount(0); // cancelling is a manager's
    await expect(page.getByTestId('lease-action-fund')).toHaveCount(0); // funding is an admin's

    // Reloading shows the same lease: it is stored, not held by the page.
    await page.reload();
    await expect(page.getByTestId('loan-number')).toHaveText(loanNumber);
    await expect(page.getByTestId('lease-builder')).toHaveCount(0);
  });

  test('the HVAC store offers the labor warranty; a field error from the server lands on its field', async ({ page }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    const applicationId = await approvedFromPipeline(page, 'Acme Heating & Air Atlanta');
    await page.goto(`/applications/${applicationId}/lease`);
    await expect(page.getByLabel('HVAC labor warranty')).toBeVisible();

    // The schema's own messages, before anything is sent.
    await page.getByTestId('create-lease').click();
    await expect(page.locator('#items-0-description-error')).toHaveText('The description field is required.');
    await expect(page.locator('#items-0-unit_price-error')).toHaveText('The unit price field is required.');
    await expect(page.getByTestId('lease-form-error')).toHaveText('The lease could not be created: fix the highlighted fields.');

    // A rule only the server knows (the approved amount), reported on submit under the field's API path.
    const approvedA = cents((await page.getByTestId('approved-A').innerText()).replace('Approved up to', ''));
    await fillItem(page, 0, { sku: 'AC-3T', description: 'Three-ton condenser', quantity: '1', price: ((approvedA + 10_00) / 100).toFixed(2) });
    await page.getByLabel('HVAC labor warranty').check();
    await page.getByTestId('create-lease').click();
    await expect(page.locator('#additionalDown-error')).toHaveText(
      `The amount leased ${$(approvedA + 10_00)} exceeds option A's approved amount of ${$(approvedA)}: an additional down payment of at least $10.00 is needed.`,
    );
    await expect(page.getByTestId('lease-details')).toHaveCount(0);
  });

  test('a clerk sees no builder, and the create action refuses a clerk’s session', async ({ page }) => {
    // A sales user opens the builder and fills it in…
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    const applicationId = await approvedFromPipeline(page, 'Acme Houston', 1);
    await page.goto(`/applications/${applicationId}/lease`);
    await fillItem(page, 0, { description: 'Sound bar', quantity: '1', price: '300' });
    await totalsSettled(page);

    // …then the browser's session becomes a clerk's (clerks share the Houston store): the action checks
    // the session itself and refuses, whatever the page on screen offers.
    await login(page, 'clerk@acme.test', DEMO_PASSWORD);
    await page.getByTestId('create-lease').click();
    await expect(page.getByTestId('lease-form-error')).toHaveText('This action is not allowed for your role.');

    // The clerk's own view of the application: read-only, no builder, still approved.
    await page.reload();
    await expect(page.getByTestId('lease-read-only')).toBeVisible();
    await expect(page.getByTestId('lease-builder')).toHaveCount(0);
    await expect(page.getByTestId('create-lease')).toHaveCount(0);
    await expect(page.getByTestId('application-state')).toHaveText('Approved');

    // A clerk sees an existing lease with its schedule, and no lease actions.
    await page.goto('/applications?purchase_group=contracting');
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    const leased = Number(await page.getByTestId('pipeline-row').first().getAttribute('data-application-id'));
    await page.goto(`/applications/${leased}/lease`);
    await expect(page.getByTestId('loan-number')).toBeVisible();
    await expect(page.getByTestId('lease-actions')).toHaveCount(0);
  });

  test('a manager cancels a lease with a reason; a page that did not see it gets the 409', async ({ browser, request }) => {
    // A lease made through the API, for an approved Houston application.
    const groups = await api(request, 'GET', '/applications/groups?purchase_group=approved&per_page=100&sort_by=days_to_expire&sort_order=desc', 'acme/houston');
    // The approval with the fewest days left on this page: the UI tests above take those with the most.
    const application = (groups.body.data.data as { id: number }[]).at(-1)!;
    const created = await api(request, 'POST', '/leases', 'acme/houston', {
      application_id: application.id,
      option: 'A',
      items: [{ sku: 'LAMP', quantity: 1, unit_price: 250, description: 'Floor lamp' }],
    });
    expect(created.status).toBe(200);
    const loanNumber = created.body.data.loan_number as string;

    const context = await browser.newContext();
    const first = await context.newPage();
    await login(first, 'manager@acme.test', DEMO_PASSWORD);
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`/applications/${application.id}/lease`);
      await expect(page.getByTestId('loan-number')).toHaveText(loanNumber);
    }

    await first.getByTestId('lease-action-cancel').click();
    await first.getByTestId('confirm-cancel').click();
    await expect(first.locator('#cancel-reason-error')).toHaveText('The reason field is required.');
    await first.getByLabel(`Why is lease ${loanNumber} being cancelled?`).fill('Customer bought elsewhere');
    await first.getByTestId('confirm-cancel').click();
    await expect(first.getByTestId('lease-state')).toHaveText('Cancelled');
    await expect(first.getByTestId('cancel-reason')).toHaveText('Cancelled: Customer bought elsewhere');
    await expect(first.getByTestId('application-state')).toHaveText('Cancelled');
    await expect(first.getByTestId('lease-actions')).toHaveCount(0);

    // The second tab still shows the lease as awaiting signature; the core refuses the move (409).
    await second.getByTestId('lease-action-cancel').click();
    await second.getByLabel(`Why is lease ${loanNumber} being cancelled?`).fill('Duplicate');
    await second.getByTestId('confirm-cancel').click();
    await expect(second.getByTestId('lease-action-error')).toHaveText(
      `Lease ${loanNumber} is cancelled (X); it cannot be cancelled. Allowed from: V (awaiting signature), S (signed), D (delivered).`,
    );
    await context.close();
  });

  test('a signed lease is marked delivered by sales, then funded by an admin', async ({ page }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    await page.goto('/applications?purchase_group=signed');
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    const signed = page.getByTestId('pipeline-row').filter({ has: page.getByTestId('cell-lease').filter({ hasText: 'Signed' }) });
    const applicationId = Number(await signed.first().getAttribute('data-application-id'));

    await page.goto(`/applications/${applicationId}/lease`);
    await expect(page.getByTestId('lease-state')).toHaveText('Signed');
    await page.getByTestId('lease-action-deliver').click();
    await page.getByTestId('confirm-deliver').click();
    await expect(page.getByTestId('lease-state')).toHaveText('Delivered');

    await login(page, 'admin@leaseline.test', DEMO_PASSWORD);
    await page.reload();
    await expect(page.getByTestId('lease-action-fund')).toHaveAttribute('data-allowed', 'true');
    await page.getByTestId('lease-action-fund').click();
    await page.getByTestId('confirm-fund').click();
    await expect(page.getByTestId('lease-state')).toHaveText('Funded');
    // The moves are on the application's timeline.
    await page.goto(`/applications/${applicationId}`);
    await expect(page.locator('[data-testid="timeline-entry"][data-action="lease.funded"]')).toContainText('Lease funded');
    await expect(page.locator('[data-testid="timeline-entry"][data-action="lease.delivered"]')).toContainText('Goods delivered');
    await expect(page.getByTestId('lease-actions')).toHaveCount(0);
  });
});
