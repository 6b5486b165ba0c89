import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { openMailbox, smtpConfigured, verificationCodeIn, type Mailbox } from './fixtures/mailbox';
import { DEMO_PASSWORD } from './fixtures/world';

/**
 * The counter flow in a real browser: a clerk takes an application through every step of the wizard,
 * sees the approval with its options, sends the applicant a code by e-mail and confirms it, which makes
 * the approval usable (V → A). The code is read from the mail a real SMTP server on loopback received
 * (the test server's SMTP_URL points at it); a server started without SMTP_URL keeps mail in its
 * development outbox, and the spec then reads the code there, as an admin would.
 */

const year = new Date().getUTCFullYear();
const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
/** Names take letters only: 4821 → "eicb". */
const lettersOf = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

function applicantData() {
  const serial = random(1000, 9999);
  return {
    first: 'Vera',
    last: `Counter${lettersOf(serial)}`,
    // A structurally valid SSN (area 100–599, so never 000, 666 or 9xx) unique enough per run.
    ssn: `${random(100, 599)}-${random(10, 99)}-${serial}`,
    email: `vera.${serial}.${Date.now() % 100000}@example.com`,
  };
}

const step = (page: Page) => page.getByTestId('intake-form');
const next = (page: Page) => page.getByTestId('intake-next');

async function expectStep(page: Page, id: string) {
  await expect(step(page)).toHaveAttribute('data-step', id);
}

/** The code from the real SMTP server, or from the development outbox when the server has no SMTP_URL. */
async function readCode(browser: Browser, mailbox: Mailbox | null, email: string, applicationId: string): Promise<string> {
  if (mailbox) return verificationCodeIn(await mailbox.waitFor((m) => m.to.includes(email)));
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await login(admin, 'admin@leaseline.test', DEMO_PASSWORD);
    await admin.goto(`/outbox?application=${applicationId}`);
    const body = admin.getByTestId('outbox-message').filter({ hasText: email }).first().getByTestId('outbox-body');
    return /\b(\d{6})\b/.exec(await body.innerText())![1]!;
  } finally {
    await context.close();
  }
}

test.describe('application intake', () => {
  test('a clerk completes the wizard, sees the approval, and verifies it with the code sent by e-mail', async ({ page, browser }) => {
    test.setTimeout(120_000);
    if (!smtpConfigured()) test.info().annotations.push({ type: 'mail', description: 'no SMTP_URL: code read from the development outbox' });
    const mailbox = smtpConfigured() ? await openMailbox() : null;
    const person = applicantData();
    try {
      await login(page, 'clerk@acme.test', DEMO_PASSWORD);
      await page.goto('/applications/new');
      await expectStep(page, 'applicant');

      // Step 1 validates its own fields with the shared schema before moving on.
      await next(page).click();
      await expect(page.getByText('The first name is required.')).toBeVisible();
      await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectStep(page, 'applicant');

      // The clerk works in two stores and leaves the store unpicked: only the server can say it is needed.
      await page.getByLabel('First name', { exact: true }).fill(person.first);
      await page.getByLabel('Last name', { exact: true }).fill(person.last);
      const ssn = page.getByLabel('Social Security number');
      await ssn.fill(person.ssn.replace(/-/g, ''));
      await expect(ssn).toHaveValue(person.ssn);
      await page.getByLabel('Date of birth').fill(`${year - 35}-05-05`);
      // Without focus the SSN shows only its last four.
      await expect(ssn).toHaveValue(`•••-••-${person.ssn.slice(-4)}`);
      await page.getByLabel('E-mail', { exact: true }).fill(person.email);
      const cell = page.getByLabel('Cell phone');
      await cell.fill('5125550177');
      await expect(cell).toHaveValue('(512) 555-0177');
      await page.getByLabel('Street address').fill('5 Oak Ave');
      await page.getByLabel('City').fill('Houston');
      await page.getByLabel('State', { exact: true }).selectOption('TX');
      await page.getByLabel('ZIP code').fill('77002');
      await next(page).click();

      await expectStep(page, 'income');
      await page.getByLabel('Source').selectOption('employment');
      const gross = page.getByLabel('Gross pay per pay period');
      await gross.fill('1500');
      await gross.press('Tab');
      await expect(gross).toHaveValue('1,500.00');
      await page.getByLabel('Paid').selectOption('weekly');
      await next(page).click();

      await expectStep(page, 'banking');
      await page.getByLabel('Routing number').fill('021000021');
      await page.getByLabel('Checking account number').fill('987654321');
      await page.getByLabel('Account opened').fill('2015-06-01');
      await page.getByLabel('The account has online banking').check();

      // Stepping back, with the browser or the form, keeps everything typed, the SSN included.
      await page.goBack();
      await expectStep(page, 'income');
      await expect(page.getByLabel('Gross pay per pay period')).toHaveValue('1,500.00');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expectStep(page, 'applicant');
      await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(person.last);
      await expect(page.getByLabel('Social Security number')).toHaveValue(`•••-••-${person.ssn.slice(-4)}`);
      await next(page).click();
      await next(page).click();
      await expectStep(page, 'banking');
      await expect(page.getByLabel('Checking account number')).toHaveValue('987654321');

      // A reload keeps the draft, but never the SSN or bank numbers, which are not in the tab's storage.
      await page.reload();
      await expectStep(page, 'banking');
      await expect(page.getByTestId('draft-restored')).toBeVisible();
      const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      expect(stored).toContain(person.last);
      for (const secret of [person.ssn, person.ssn.replace(/-/g, ''), '987654321', '021000021']) expect(stored).not.toContain(secret);
      await expect(page.getByLabel('Account opened')).toHaveValue('2015-06-01');
      await expect(page.getByLabel('Routing number')).toHaveValue('');
      await page.getByLabel('Routing number').fill('021000021');
      await page.getByLabel('Checking account number').fill('987654321');
      await page.getByTestId('intake-steps').getByRole('button', { name: /Applicant/ }).click();
      await expectStep(page, 'applicant');
      await expect(page.getByLabel('Social Security number')).toHaveValue('');
      await page.getByLabel('Social Security number').fill(person.ssn);
      for (const s of ['income', 'banking', 'co-applicant']) {
        await next(page).click();
        await expectStep(page, s);
      }

      await next(page).click();
      await expectStep(page, 'review');
      const review = page.getByTestId('intake-review');
      await expect(review).toContainText(`•••-••-${person.ssn.slice(-4)}`);
      await expect(review).toContainText('$1,500.00 weekly');
      await expect(review).not.toContainText(person.ssn);
      await page.getByTestId('intake-submit').click();
      await expect(page.getByText('The applicant must agree before the application is submitted.')).toBeVisible();
      await page.getByLabel('The applicant agrees to apply').check();
      await page.getByTestId('intake-submit').click();

      // The server's field error lands on its field, on the step that holds it.
      await expectStep(page, 'applicant');
      await expect(page.getByText('The store_id is required.')).toBeVisible();
      await page.getByLabel('Store').selectOption({ label: 'Acme Houston' });
      for (const s of ['income', 'banking', 'co-applicant', 'review']) {
        await next(page).click();
        await expectStep(page, s);
      }
      await page.getByTestId('intake-submit').click();

      // The decision: approved, with an amount and an initial payment per option.
      const decision = page.getByTestId('decision');
      await expect(decision).toHaveAttribute('data-decision', 'A');
      await expect(decision.getByRole('heading', { name: /^Approved/ })).toBeVisible();
      const options = decision.getByTestId('decision-option');
      await expect(options.first()).toHaveText(/^Option A\s*\$[\d,]+\.\d{2}\s*\$[\d,]+\.\d{2}$/);
      expect(await options.count()).toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('leaseline:intake-draft')).length)).toBe(0);

      // Send a code by e-mail from the application page, and confirm it.
      await decision.getByRole('link', { name: 'Send verification code' }).click();
      await expect(page).toHaveURL(/\/applications\/\d+#verification$/);
      const applicationId = /\/applications\/(\d+)/.exec(page.url())![1]!;
      await expect(page.getByTestId('application-state')).toHaveText('Verification pending');
      await page.getByTestId('send-code-email').click();
      await expect(page.getByTestId('verification-sent')).toContainText(`by e-mail to v***@example.com`);
      await expect(page.getByTestId('send-code-email')).toHaveText(/^Resend in \d+ s$/);

      const code = await readCode(browser, mailbox, person.email, applicationId);
      await page.getByLabel('Code from the applicant').fill(code);
      await page.getByTestId('confirm-code').click();
      await expect(page.getByTestId('application-state')).toHaveText('Approved');
      await expect(page.getByTestId('verified')).toContainText('The approval is ready for a lease.');
      const timeline = page.getByTestId('timeline');
      await expect(timeline.locator('[data-action="application.verification_sent"]')).toContainText('Verification code sent by e-mail');
      await expect(timeline.locator('[data-action="application.verified"]')).toContainText('Cody Clerk (Clerk)');
    } finally {
      await mailbox?.close();
    }
  });
});
