import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { login } from './fixtures/login';
import { DEMO_PASSWORD, tokenFor, world } from './fixtures/world';

/**
 * Take payment at the counter (issue 12, portal): a sales user charges a card in the browser — the
 * sandbox tokenizer turns the number into a token there, so the number never reaches the server — and
 * sees the balance fall and the receipt; a declined card is explained in plain words and listed as
 * failed; a manager sees failed payments across the stores.
 */
const STORE = 'acme/houston';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/** A seeded funded lease of the store with a good part of its balance left, found through the API. */
async function fundedLease(request: APIRequestContext): Promise<{ applicationId: number; loanNumber: string }> {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${tokenFor(STORE)}` };
  const list = await (await request.get('/api/v1/applications/groups?purchase_group=funded&per_page=50&sort_by=created_at&sort_order=desc', { headers })).json();
  for (const item of list.data.data as { id: number; lease: { loan_number: string } }[]) {
    const lease = (await (await request.get(`/api/v1/leases/${item.lease.loan_number}`, { headers })).json()).data;
    if (lease.balance > 100 && lease.state_code === 'F') return { applicationId: item.id, loanNumber: item.lease.loan_number };
  }
  throw new Error('No funded lease with a balance at the store');
}

test('sales takes a card payment at the counter: a decline explained, then a success; the balance falls', async ({ page }) => {
  const { applicationId, loanNumber } = await fundedLease(page.request);
  await login(page, 'sales@acme.test', DEMO_PASSWORD);
  // The server must never see the card number: watch every request the page sends.
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
  await page.goto(`/applications/${applicationId}/lease`);
  const panel = page.getByTestId('payments-panel');
  await expect(panel).toBeVisible();
  const before = cents(await panel.getByTestId('ledger-balance').innerText());
  expect(before).toBeGreaterThan(0);

  // A declined card: plain words, nothing taken, a failed payment in the list.
  await panel.getByTestId('take-payment').click();
  const dialog = page.getByTestId('take-payment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount ($)').fill('20.00');
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Expiry (MM/YY)').fill('09/30');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByTestId('charge-card').click();
  await expect(dialog.getByTestId('payment-error')).toContainText('declined');
  await page.keyboard.press('Escape');
  await expect(panel.getByTestId('payment-row').first()).toHaveAttribute('data-status', 'failed');
  await expect(panel.getByTestId('payment-failure').first()).toContainText('Ask the customer for another card');
  expect(cents(await panel.getByTestId('ledger-balance').innerText())).toBe(before);

  // Insufficient funds says so.
  await panel.getByTestId('take-payment').click();
  await dialog.getByLabel('Amount ($)').fill('20.00');
  await dialog.getByLabel('Card number').fill('4000 0000 0000 9995');
  await dialog.getByLabel('Expiry (MM/YY)').fill('09/30');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByTestId('charge-card').click();
  await expect(dialog.getByTestId('payment-error')).toContainText(/insufficient funds/i);
  await page.keyboard.press('Escape');

  // A good card: the receipt, and the balance falls by the amount.
  await panel.getByTestId('take-payment').click();
  await dialog.getByLabel('Amount ($)').fill('25.50');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('09/30');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByTestId('charge-card').click();
  await expect(dialog.getByTestId('payment-receipt-view')).toBeVisible();
  await expect(dialog.getByTestId('receipt-amount')).toHaveText('$25.50');
  await expect(dialog.getByTestId('receipt-balance')).toHaveText(usd.format((before - 2550) / 100));
  await dialog.getByTestId('receipt-done').click();
  await expect(panel.getByTestId('ledger-balance')).toHaveText(usd.format((before - 2550) / 100));
  await expect(panel.getByTestId('ledger-card')).toContainText('ending 4242');

  // The printable receipt.
  await panel.getByTestId('payment-receipt').first().click();
  await expect(page.getByTestId('receipt-loan-number')).toHaveText(loanNumber);
  await expect(page.getByTestId('receipt-page-amount')).toHaveText('$25.50');

  // Not one request carried a card number.
  for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002', '4000000000009995', '4000 0000 0000 9995']) {
    expect(sent.some((line) => line.includes(number))).toBe(false);
  }
  // Nor did the server log one.
  const log = readFileSync(world().serverLog, 'latin1');
  expect(log).not.toContain('4242424242424242');
  expect(log).not.toContain('4000000000000002');
});

test('a manager sees failed payments across the stores', async ({ page }) => {
  await login(page, 'manager@acme.test', DEMO_PASSWORD);
  await page.goto('/payments/failed');
  await expect(page.getByRole('heading', { name: 'Failed payments' })).toBeVisible();
  const rows = page.getByTestId('failed-payment-row');
  await expect(rows.first()).toBeVisible();
  // Plain words, never a bare code.
  await expect(rows.first()).not.toContainText('card_declined');
});

test('a clerk sees the payments but cannot take one', async ({ page }) => {
  const { applicationId } = await fundedLease(page.request);
  await login(page, 'clerk@acme.test', DEMO_PASSWORD);
  await page.goto(`/applications/${applicationId}/lease`);
  await expect(page.getByTestId('payments-panel')).toBeVisible();
  await expect(page.getByTestId('take-payment')).toHaveCount(0);
});
