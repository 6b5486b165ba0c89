import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { DEMO_PASSWORD, tokenFor, world } from './fixtures/world';

/**
 * The application page: masked PII with an audited reveal for managers and admins only (refused by the
 * server to anyone else, whatever the browser sends), and the verification panel's rules in words.
 */

const year = new Date().getUTCFullYear();
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
/** Names take letters only: 4821 → "eicb". */
const lettersOf = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const houstonId = () => world().tokens.find((t) => t.label.startsWith('store acme/houston '))!.storeId!;

type Created = { id: number; ssn: string };

/** An approved application at Acme Houston, through the merchant API (the clerk's store). */
async function createApproved(request: APIRequestContext): Promise<Created> {
  const serial = random(1000, 9999);
  const ssn = `${random(100, 599)}-${random(10, 99)}-${serial}`;
  const response = await request.post('/api/v1/applications', {
    headers: { Authorization: `Bearer ${tokenFor('acme/houston')}`, Accept: 'application/json' },
    data: {
      store_id: houstonId(),
      applicant: {
        first_name: 'Pia',
        last_name: `Detail${lettersOf(serial)}`,
        social_security_number: ssn,
        date_of_birth: `${year - 40}-02-02`,
        email: `pia.${serial}@example.com`,
        cell: '5125550177',
        location: { line_1: '9 Elm St', city: 'Houston', state: 'TX', code: '77002' },
        primaryIncome: { source: 'employment', gross: 1500, frequency: 'weekly' },
      },
      banking: { routing_number: '021000021', checking_account: '987654321', opened_at: '2015-06-01', online: true },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { application_id: number; code: string } };
  expect(data.code).toBe('A');
  return { id: data.application_id, ssn };
}

const masked = (ssn: string) => `***-**-${ssn.slice(-4)}`;
const reveals = (page: Page) => page.getByTestId('timeline').locator('[data-action="applicant.ssn_revealed"]');

test.describe('application page', () => {
  test('a manager reveals the SSN, and the timeline records who did it', async ({ page, request }) => {
    const app = await createApproved(request);
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto(`/applications/${app.id}`);

    const ssn = page.getByTestId('applicant-ssn');
    await expect(ssn).toHaveText(masked(app.ssn));
    await expect(reveals(page)).toHaveCount(0);
    await page.getByTestId('applicant-section').getByRole('button', { name: 'Reveal' }).click();
    await expect(ssn).toHaveText(app.ssn);
    await expect(reveals(page)).toHaveCount(1);
    await expect(reveals(page)).toContainText('Full SSN of the applicant revealed');
    await expect(reveals(page).getByTestId('timeline-actor')).toHaveText('Maria Manager (Manager)');

    // Hidden again on request; the timeline never shows the number.
    await page.getByTestId('applicant-section').getByRole('button', { name: 'Hide' }).click();
    await expect(ssn).toHaveText(masked(app.ssn));
    await expect(page.getByTestId('timeline')).not.toContainText(app.ssn.slice(-4));
  });

  test('a clerk sees no Reveal button, and the server refuses the reveal action to a clerk', async ({ page, browser, request }) => {
    const app = await createApproved(request);

    // The manager's reveal, as the browser sends it: the server action's id and arguments.
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto(`/applications/${app.id}`);
    const [action] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action'])),
      page.getByTestId('applicant-section').getByRole('button', { name: 'Reveal' }).click(),
    ]);
    await expect(page.getByTestId('applicant-ssn')).toHaveText(app.ssn);

    const context = await browser.newContext();
    try {
      const clerk = await context.newPage();
      await login(clerk, 'clerk@acme.test', DEMO_PASSWORD);
      await clerk.goto(`/applications/${app.id}`);
      await expect(clerk.getByTestId('applicant-ssn')).toHaveText(masked(app.ssn));
      await expect(clerk.getByRole('button', { name: 'Reveal' })).toHaveCount(0);
      await expect(reveals(clerk)).toHaveCount(1);

      // The same request with the clerk's session: refused by the core's permission check, no number.
      const headers = Object.fromEntries(Object.entries(await action.allHeaders()).filter(([name]) => !['cookie', 'content-length', 'host'].includes(name) && !name.startsWith(':')));
      const refused = await clerk.request.post(action.url(), { headers, data: action.postData() ?? '' });
      const body = await refused.text();
      expect(body).toContain('"code":"forbidden"');
      expect(body).not.toContain(app.ssn);
      expect(body).not.toContain(app.ssn.replace(/-/g, ''));

      // Nothing was revealed, so nothing new is in the audit trail.
      await clerk.reload();
      await expect(reveals(clerk)).toHaveCount(1);
      await expect(reveals(clerk).getByTestId('timeline-actor')).toHaveText('Maria Manager (Manager)');
    } finally {
      await context.close();
    }
  });

  test('verification: a second send within 30 seconds is refused in words; wrong codes count down to a lock', async ({ page, request }) => {
    const app = await createApproved(request);
    await login(page, 'clerk@acme.test', DEMO_PASSWORD);
    await page.goto(`/applications/${app.id}`);
    await expect(page.getByTestId('application-state')).toHaveText('Verification pending');
    await page.getByTestId('send-code-sms').click();
    await expect(page.getByTestId('verification-sent')).toContainText('by text message to (***) ***-0177');
    await expect(page.getByTestId('send-code-sms')).toBeDisabled();

    // Another tab (or a colleague) sending again within 30 seconds is told the rule.
    await page.reload();
    await page.getByTestId('send-code-sms').click();
    await expect(page.getByTestId('verification-send-error')).toHaveText('A code was sent less than 30 seconds ago. Wait before sending another.');

    const code = page.getByLabel('Code from the applicant');
    await code.fill('12a');
    await page.getByTestId('confirm-code').click();
    await expect(page.getByText('The code must be the 6 digits we sent.')).toBeVisible();

    const tryWrong = async () => {
      await code.fill('000000');
      await page.getByTestId('confirm-code').click();
    };
    await tryWrong();
    // One chance in a million that 000000 was the code: then the application is simply verified.
    await expect(page.getByText(/The code is not correct\. 4 tries left\.|The approval is ready for a lease\./)).toBeVisible();
    test.skip(await page.getByTestId('verified').isVisible(), 'the random code happened to be 000000');
    for (const left of [3, 2, 1]) {
      await tryWrong();
      await expect(page.getByText(`The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`)).toBeVisible();
    }
    await tryWrong();
    await expect(page.getByTestId('verification-locked')).toHaveText('Too many wrong codes. Send a new code.');
    await expect(page.getByTestId('timeline').locator('[data-action="application.verification_failed"]')).toHaveCount(5);
    await expect(page.getByTestId('application-state')).toHaveText('Verification pending');
  });

  test('an application of another retailer is not found', async ({ page, request }) => {
    const app = await createApproved(request);
    await login(page, 'manager@globex.test', DEMO_PASSWORD);
    await page.goto(`/applications/${app.id}`);
    await expect(page.getByTestId('application-not-found')).toBeVisible();
    await expect(page.getByText(app.ssn.slice(-4))).toHaveCount(0);
  });
});
