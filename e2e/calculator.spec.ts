import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { DEMO_PASSWORD, tokenFor } from './fixtures/world';

/** /calculator: Payment Details in, options A, B and C out, as POST /score/payments prices them. */

const results = (page: Page) => page.getByTestId('calculator-results');
const option = (page: Page, letter: 'A' | 'B' | 'C') => page.getByTestId(`option-${letter}`);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const $ = (dollars: number) => usd.format(dollars);

/** The calculator has priced what is on screen: nothing waiting for the debounce or in flight. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('calculator-status')).toHaveAttribute('data-updating', 'false');
}

test.describe('payment calculator', () => {
  test('prices options A, B and C as you type, with the API’s numbers', async ({ page, request }) => {
    await login(page, 'clerk@acme.test', DEMO_PASSWORD);
    await page.goto('/calculator');
    await expect(page.getByTestId('calculator-status')).toHaveText('Fill in the details to see the payments.');

    await page.getByLabel('Score').fill('700');
    await page.getByLabel('Store rating').selectOption('3');
    await page.getByLabel('Store state').selectOption('TX');
    await page.getByLabel('ZIP code').fill('77002');
    await page.getByLabel('Customer is paid').selectOption('bi-weekly');
    await page.getByLabel('Payment frequency').selectOption('14-day');
    await page.getByLabel('Lease amount').fill('1000');
    // No button: the results follow the fields.
    await expect(results(page)).toBeVisible();
    await settled(page);

    // docs/pricing.md's worked example: Texas, $1,000, option A, every 14 days, rating 3, score 700.
    await expect(option(page, 'A').getByTestId('payment')).toHaveText('$77.65');
    await expect(option(page, 'A').getByTestId('payment-no-tax')).toHaveText('$73.08');
    await expect(option(page, 'A').getByTestId('number-of-payments')).toHaveText('26');
    await expect(option(page, 'A').getByTestId('total')).toHaveText('$2,018.90');
    await expect(option(page, 'A').getByTestId('cost-of-ownership')).toHaveText('$2,072.03');
    await expect(option(page, 'A').getByTestId('initial-payment')).toHaveText('$50.00');

    // Each option is what POST /score/payments answers for the same details.
    const body = { rating: 3, modelVersion: 1, score: 700, incomeFrequency: 'bi-weekly', companyState: 'TX', zipCode: '77002', paymentFrequency: '14-day', ocpIncluded: false };
    const priced = async (leaseAmount: number, letter: string) => {
      const response = await request.post('/api/v1/score/payments', {
        headers: { Authorization: `Bearer ${tokenFor('acme/houston')}` },
        data: { ...body, leaseAmount, option: letter },
      });
      expect(response.status()).toBe(200);
      return (await response.json()).data as Record<string, string | number>;
    };
    const expectApi = async (leaseAmount: number) => {
      for (const letter of ['A', 'B', 'C'] as const) {
        const api = await priced(leaseAmount, letter);
        const card = option(page, letter);
        await expect(card.getByTestId('payment')).toHaveText($(api.paymentAmount as number));
        await expect(card.getByTestId('number-of-payments')).toHaveText(String(api.numberOfPayments));
        await expect(card.getByTestId('total')).toHaveText(api.total as string);
        await expect(card.getByTestId('cost-of-ownership')).toHaveText($(api.total_cost_ownership as number));
        await expect(card.getByTestId('initial-payment')).toHaveText(api.lease_deposit as string);
        await expect(card.getByTestId('early-days90')).toContainText(api.express_pay_3_month as string);
        await expect(card.getByTestId('early-months6')).toContainText(api.express_pay_6_month as string);
        await expect(card.getByTestId('early-months9')).toContainText(api.express_pay_9_month as string);
      }
    };
    await expectApi(1000);

    // Typing a new amount reprices every option; the old results stay on screen meanwhile.
    await page.getByLabel('Lease amount').fill('2450.5');
    await expect(results(page)).toBeVisible();
    await expect(option(page, 'A').getByTestId('total')).not.toHaveText('$2,018.90');
    await settled(page);
    await expectApi(2450.5);

    // The schedule follows the chosen option and adds up to its total.
    await page.getByLabel('Quote option B').check();
    await expect(option(page, 'B')).toHaveAttribute('data-selected', 'true');
    const rows = await page.getByTestId('schedule-total').allInnerTexts();
    await expect(page.getByTestId('schedule-row')).toHaveCount(Number(await option(page, 'B').getByTestId('number-of-payments').innerText()));
    await expect(page.getByTestId('schedule-sum')).toHaveText(await option(page, 'B').getByTestId('total').innerText());
    expect(new Set(rows)).toEqual(new Set([await option(page, 'B').getByTestId('payment').innerText()]));

    // A printable quote: the form and the portal's header stay off the page.
    await expect(page.getByTestId('print-quote')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByText('Leaseline — lease-to-own payment quote')).toBeVisible();
    await expect(results(page)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test('refuses a state where leases are not offered, and shows field errors from the API’s schema', async ({ page }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    await page.goto('/calculator');
    await page.getByLabel('Score').fill('700');
    await page.getByLabel('Store state').selectOption('TX');
    await page.getByLabel('ZIP code').fill('77002');
    await page.getByLabel('Lease amount').fill('1500');
    await expect(results(page)).toBeVisible();
    await settled(page);

    await page.getByLabel('Store state').selectOption('MN');
    await expect(page.getByTestId('calculator-refusal')).toContainText('Leases are not offered in Minnesota (MN).');
    await expect(page.locator('#companyState-error')).toHaveText('Leases are not offered in Minnesota (MN).');
    await expect(results(page)).toHaveCount(0);

    // Back to a served state: priced again.
    await page.getByLabel('Store state').selectOption('GA');
    await expect(results(page)).toBeVisible();
    await expect(page.getByTestId('calculator-refusal')).toHaveCount(0);

    // The schema's messages, as the API words them, while typing.
    await page.getByLabel('Lease amount').fill('-20');
    await expect(page.locator('#leaseAmount-error')).toHaveText('The leaseAmount must be more than $0.');
    await page.getByLabel('Lease amount').fill('1500');
    await page.getByLabel('ZIP code').fill('7700');
    await expect(page.locator('#zipCode-error')).toHaveText('The zipCode must be 5 digits (or ZIP+4, as 77002-1234).');
    await page.getByLabel('ZIP code').fill('30303');

    // An application out of the user's scope is not found.
    await page.getByLabel('Application (optional)').fill('999999');
    await expect(page.locator('#application_id-error')).toHaveText('Application not found.');
  });

  test('prices an application from its own facts', async ({ page }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    await page.goto('/applications?purchase_group=approved&sort_by=days_to_expire&sort_order=desc');
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    const id = await page.getByTestId('pipeline-row').first().getAttribute('data-application-id');

    await page.goto(`/calculator?application=${id}`);
    await expect(page.getByLabel('Application (optional)')).toHaveValue(id!);
    // The application's score, store and pay cadence are used: the form does not ask for them.
    await expect(page.getByTestId('customer-fields')).toHaveCount(0);
    await page.getByLabel('Lease amount').fill('900');
    await expect(results(page)).toBeVisible();
    await settled(page);
    await expect(option(page, 'C').getByTestId('payment')).toHaveText(/^\$\d/);
  });
});
