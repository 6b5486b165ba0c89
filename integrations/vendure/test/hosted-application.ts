import { expect, type FrameLocator, type Page } from '@playwright/test';
import { verificationCodeIn, type Mailbox } from '../../../e2e/fixtures/mailbox';

export type Applicant = { first: string; last: string; ssn: string; email: string; dob: string; grossPerWeek: number };

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const lettersOf = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** A new shopper each time (the scoring model treats people, not sessions); under 18 is its decline. */
export function applicant(kind: 'approved' | 'declined', grossPerWeek = 1400): Applicant {
  const serial = random(1000, 9999);
  const year = new Date().getUTCFullYear();
  return {
    first: 'Vera',
    last: `Vendure${lettersOf(serial)}`,
    ssn: `${random(100, 599)}-${random(10, 99)}-${serial}`,
    email: `vera.${serial}.${Date.now() % 100000}@example.com`,
    dob: kind === 'declined' ? `${year - 17}-02-03` : `${year - 36}-02-03`,
    grossPerWeek,
  };
}

/**
 * The hosted application in the checkout.js overlay, filled in as a shopper does (e2e/checkout.spec.ts
 * drives the same form), then, when approved, the code from the real mailbox. Returns the callback result.
 */
export async function applyInOverlay(page: Page, payUrl: string, person: Applicant, mailbox: Mailbox) {
  await page.goto(payUrl);
  await page.getByRole('button', { name: 'Pay over time with Leaseline' }).click();
  const app: FrameLocator = page.frameLocator('iframe.ll-frame');
  await expect(app.getByTestId('hosted-application')).toHaveAttribute('data-ready', 'true');
  const field = (name: string) => app.getByLabel(name, { exact: true });
  const next = () => app.getByRole('button', { name: 'Continue' }).click();
  await field('First name').fill(person.first);
  await field('Last name').fill(person.last);
  await field('Date of birth').fill(person.dob);
  await field('Social Security number').fill(person.ssn);
  await field('Email').fill(person.email);
  await field('Mobile phone').fill('(512) 555-0188');
  await next();
  await field('Street address').fill('12 Market St');
  await field('City').fill('Houston');
  await field('State (2 letters)').fill('TX');
  await field('ZIP code').fill('77002');
  await next();
  await field('Source of income').selectOption('employment');
  await field('Pay per paycheck, before taxes ($)').fill(String(person.grossPerWeek));
  await field('How often you are paid').selectOption('weekly');
  await next();
  await field('Routing number').fill('111000025');
  await field('Checking account number').fill('000123456789');
  await field('Account opened on (optional)').fill('2018-04-01');
  await field('I use online banking').check();
  await next();
  await field('I have read and agree to the above.').check();
  await app.getByRole('button', { name: 'Submit application' }).click();
  const decision = app.getByTestId('checkout-decision');
  await expect(decision).toHaveAttribute('data-status', /approved|review|declined/);
  if ((await decision.getAttribute('data-status')) === 'approved') {
    await app.getByRole('radio', { name: 'Email' }).check();
    await app.getByRole('button', { name: 'Send code' }).click();
    const mail = await mailbox.waitFor((m) => m.to.includes(person.email), 30_000);
    await app.getByLabel('Verification code').fill(verificationCodeIn(mail));
    await app.getByRole('button', { name: 'Confirm code' }).click();
    await expect(app.getByTestId('checkout-verified')).toBeVisible();
  }
  await app.getByTestId('checkout-return').click();
  const result = page.locator('#result');
  await expect(result).toHaveAttribute('data-status', /.+/);
  return JSON.parse(await result.innerText()) as { status: string; applicationId: number | null; approvedAmount: number | null; checkoutId: string };
}

/** The lessee signs on the embedded e-sign page and lands back on the storefront. */
export async function signLease(page: Page, signingUrl: string, returnUrl: RegExp) {
  await page.goto(signingUrl);
  const name = (await page.getByTestId('expected-name').innerText()).trim();
  await page.getByLabel(/I have read this notice/).check();
  await page.getByLabel('Your full name').fill(name);
  await page.getByTestId('sign-submit').click();
  // Signing renders and seals the signed PDF before it redirects: seconds on a loaded machine.
  await expect(page).toHaveURL(returnUrl, { timeout: 90_000 });
}
