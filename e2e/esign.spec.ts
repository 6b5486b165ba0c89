import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { openMailbox, smtpConfigured, type Mailbox } from './fixtures/mailbox';
import { DEMO_PASSWORD, tokenFor } from './fixtures/world';

/**
 * E-signature end to end (issue 5, SPEC §8): a sales user builds a lease and e-mails the signing link;
 * the applicant — a second browser with no session — opens it from the mail as delivered over SMTP,
 * reads the numbers, consents, draws a signature and signs; the portal then shows the lease signed and
 * serves the signed PDF, whose text carries the signer, the loan number and the audit page. A spent and
 * a voided link explain themselves; a clerk sees the panel without its buttons.
 */

const STORE = 'Acme Los Angeles';
const SIGN_LINK = /https?:\/\/[^\s"'<>]+\/sign\/[A-Za-z0-9_-]{22,}/;

let mailbox: Mailbox;
test.beforeAll(async () => {
  test.skip(!smtpConfigured(), 'needs the test server to send e-mail over SMTP');
  mailbox = await openMailbox();
});
test.afterAll(async () => mailbox?.close());

async function approvedFromPipeline(page: Page, storeName: string, skip = 0): Promise<number> {
  await page.goto('/applications?purchase_group=approved&sort_by=days_to_expire&sort_order=desc');
  await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
  const rows = page.getByTestId('pipeline-row').filter({ has: page.getByTestId('cell-store').filter({ hasText: storeName }) });
  await expect(rows.nth(skip)).toBeVisible();
  return Number(await rows.nth(skip).getAttribute('data-application-id'));
}

/** Builds a one-item lease in the builder, as lease-builder.spec.ts does, and returns what the page shows. */
async function buildLease(page: Page, applicationId: number) {
  await page.goto(`/applications/${applicationId}/lease`);
  await expect(page.getByTestId('lease-builder')).toBeVisible();
  await page.getByLabel('Description, item 1').fill('Refrigerator, French door');
  await page.getByLabel('Quantity, item 1').fill('1');
  await page.getByLabel('Unit price, item 1').fill('480');
  await expect(page.getByTestId('totals-status')).toHaveAttribute('data-updating', 'false');
  await expect(page.getByTestId('totals-status')).toHaveText(/^Priced for /);
  await page.getByTestId('create-lease').click();
  await expect(page.getByTestId('lease-details')).toBeVisible();
  return {
    loanNumber: await page.getByTestId('loan-number').innerText(),
    cashPrice: await page.getByTestId('total-cash-price').innerText(),
    payment: await page.getByTestId('total-payment').innerText(),
    count: await page.getByTestId('total-number-of-payments').innerText(),
    totalOfPayments: await page.getByTestId('total-of-payments').innerText(),
  };
}

/** A signature drawn with the mouse: two strokes across the pad. */
async function drawSignature(pad: Locator, page: Page) {
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [[0.2, 0.3], [0.3, 0.7], [0.4, 0.35], [0.5, 0.65], [0.62, 0.4]] as const) await page.mouse.move(...at(fx, fy), { steps: 6 });
  await page.mouse.up();
  await page.mouse.move(...at(0.55, 0.75));
  await page.mouse.down();
  await page.mouse.move(...at(0.9, 0.72), { steps: 8 });
  await page.mouse.up();
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test.describe('e-signature', () => {
  test('a lease signed from the e-mailed link, with a drawn signature; the signed PDF carries the audit page', async ({ page, browser }) => {
    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    const applicationId = await approvedFromPipeline(page, STORE);
    const shown = await buildLease(page, applicationId);

    // The contract downloads from the portal in Spanish, as the payment schedule.
    const contractPanel = page.getByTestId('contract-panel');
    await contractPanel.getByLabel('Language').selectOption('es');
    await contractPanel.getByLabel('Document').selectOption('payment-schedule');
    const [contractDownload] = await Promise.all([page.waitForEvent('download'), contractPanel.getByTestId('contract-download').click()]);
    const schedule = pdfText(await contractDownload.path());
    expect(schedule).toContain(shown.loanNumber);
    expect(schedule).toMatch(/Calendario de pagos|pagos/i);

    // Send the link by e-mail; the panel says where it went.
    const panel = page.getByTestId('esign-panel');
    const mailsBefore = mailbox.mails.length;
    await panel.getByTestId('esign-send-email').click();
    await expect(panel.getByTestId('esign-notice')).toContainText('Signing link sent by e-mail to ');
    await expect(panel.getByTestId('esign-status')).toHaveText('Awaiting signature');
    // The recipient is shown masked: its first letter and its domain only.
    await expect(panel.getByTestId('esign-sent-to')).toHaveText(/^\w\*+@[\w.-]+ · e-mail$/);
    const [maskedLocal, maskedDomain] = (await panel.getByTestId('esign-sent-to').innerText()).split(' · ')[0]!.split('@') as [string, string];

    // The mail as it left the app over SMTP: the first one since the click that carries a signing link.
    const mail = await mailbox.waitFor((m) => mailbox.mails.indexOf(m) >= mailsBefore && SIGN_LINK.test(m.text));
    const link = SIGN_LINK.exec(mail.text)![0];
    expect(mail.to).toHaveLength(1);
    expect(mail.to[0]!.startsWith(maskedLocal[0]!) && mail.to[0]!.endsWith(`@${maskedDomain}`)).toBe(true);

    // The applicant, on a phone-sized screen, with no session.
    const applicant = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (esign-e2e phone)' });
    const signer = await applicant.newPage();
    const response = await signer.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toContain('no-store');
    await expect(signer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(signer.getByTestId('signing-loan-number')).toHaveText(shown.loanNumber);
    await expect(signer.getByTestId('signing-store')).toHaveText(STORE);
    await expect(signer.getByTestId('sign-cash-price')).toHaveText(shown.cashPrice);
    await expect(signer.getByTestId('sign-payment-amount')).toHaveText(shown.payment);
    await expect(signer.getByTestId('sign-number-of-payments')).toHaveText(shown.count);
    await expect(signer.getByTestId('sign-total-of-payments')).toHaveText(shown.totalOfPayments);
    await expect(signer.getByTestId('esign-disclosure')).toContainText('paper copy');
    await expect(signer.getByTestId('esign-disclosure')).toContainText('withdraw');

    // The contract the page frames is the PDF of this lease.
    const contract = await signer.request.get(await signer.getByTestId('open-contract').getAttribute('href').then((href) => new URL(href!, link).toString()));
    expect(contract.headers()['content-type']).toBe('application/pdf');
    expect(contract.headers()['cache-control']).toContain('no-store');
    const contractBytes = await contract.body();
    expect(contractBytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing filled in: the schema's messages on the fields.
    await signer.getByTestId('sign-submit').click();
    await expect(signer.locator('#consent-error')).toHaveText('You must agree to sign electronically.');
    await expect(signer.locator('#signer-name-error')).toBeVisible();

    const signerName = (await signer.getByTestId('expected-name').innerText()).trim();
    await signer.getByLabel(/I have read this notice/).check();
    await signer.getByLabel('Your full name').fill(signerName);
    await expect(signer.getByTestId('typed-signature')).toHaveText(signerName);

    // Drawn instead: an empty pad is refused, a drawn one is sent.
    await signer.getByTestId('signature-drawn').click();
    await signer.getByTestId('sign-submit').click();
    await expect(signer.locator('#signature-error')).toBeVisible();
    await drawSignature(signer.getByTestId('signature-pad'), signer);
    await expect(signer.locator('#signature-error')).toHaveCount(0);
    await signer.getByTestId('sign-submit').click();
    await expect(signer.getByTestId('signed-confirmation')).toContainText('Signed — thank you');

    // The same link again: already signed, said calmly.
    await signer.goto(link);
    await expect(signer.getByTestId('link-problem')).toHaveAttribute('data-status', 'signed');
    await expect(signer.getByTestId('link-problem-title')).toHaveText('This lease is already signed');
    await applicant.close();

    // The portal shows the lease signed, and the signed contract downloads.
    await page.reload();
    await expect(page.getByTestId('lease-state')).toHaveText('Signed');
    await expect(panel.getByTestId('esign-status')).toHaveText('Signed');
    await expect(panel.getByTestId('esign-signed-at')).toContainText(signerName);
    await expect(panel.getByTestId('esign-actions')).toHaveCount(0);
    const [signedDownload] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('esign-signed-download').click()]);
    const signed = pdfText(await signedDownload.path());
    expect(signed).toContain(shown.loanNumber);
    expect(signed).toContain(signerName);
    // The audit page: who signed from where, and the documents' hashes.
    expect(signed).toMatch(/IP address\s+(::ffff:)?127\.0\.0\.1/);
    expect(signed).toContain('Mozilla/5.0 (esign-e2e phone)');
    const unsignedHash = /SHA-256 of the unsigned\s+(?:agreement\s+)?([0-9a-f]{64})/.exec(signed)?.[1];
    const signedHash = /SHA-256 of the signed\s+(?:agreement\s+)?([0-9a-f]{64})/.exec(signed)?.[1];
    // The document the signer read on the page is the one whose hash the audit page records as unsigned.
    expect(unsignedHash).toBe(createHash('sha256').update(contractBytes).digest('hex'));
    expect(signedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(signedHash).not.toBe(unsignedHash);
  });

  test('a voided link shows the voided page; a second link replaces the first', async ({ page, browser, request }) => {
    // A lease made through the API for in-store signing: the API answers the signing URL.
    const headers = { Accept: 'application/json', Authorization: `Bearer ${tokenFor('acme/los-angeles')}` };
    const groups = await request.get('/api/v1/applications/groups?purchase_group=approved&per_page=100&sort_by=days_to_expire&sort_order=desc', { headers });
    const application = ((await groups.json()).data.data as { id: number }[]).at(-1)!;
    const created = await request.post('/api/v1/leases', {
      headers,
      data: { application_id: application.id, option: 'A', esign_type: 'embedded', items: [{ quantity: 1, unit_price: 300, description: 'Washer' }] },
    });
    expect(created.status()).toBe(200);
    const lease = (await created.json()).data;
    const firstLink = lease.esign.url as string;
    expect(firstLink).toMatch(SIGN_LINK);

    await login(page, 'sales@acme.test', DEMO_PASSWORD);
    await page.goto(`/applications/${application.id}/lease`);
    const panel = page.getByTestId('esign-panel');
    await expect(panel.getByTestId('esign-status')).toHaveText('Awaiting signature');
    await expect(panel.getByTestId('esign-link')).toHaveValue(firstLink);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByTestId('esign-copy').click();
    await expect(panel.getByTestId('esign-notice')).toHaveText('Signing link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstLink);

    // Sending by e-mail replaces the in-store link with a new one.
    await panel.getByTestId('esign-send-email').click();
    await expect(panel.getByTestId('esign-notice')).toContainText('Signing link sent by e-mail');
    await expect(panel.getByTestId('esign-link')).not.toHaveValue(firstLink);
    const secondLink = await panel.getByTestId('esign-link').inputValue();

    page.once('dialog', (dialog) => dialog.accept());
    await panel.getByTestId('esign-void').click();
    await expect(panel.getByTestId('esign-status')).toHaveText('Voided');
    await expect(panel.getByTestId('esign-link')).toHaveCount(0);

    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    for (const link of [firstLink, secondLink]) {
      const response = await tab.goto(link);
      expect(response!.status()).toBe(200);
      await expect(tab.getByTestId('link-problem')).toHaveAttribute('data-status', 'voided');
      await expect(tab.getByTestId('link-problem-title')).toHaveText('This signing link was cancelled');
    }
    // A made-up link is "not found", not an error.
    await tab.goto(`/sign/${'A'.repeat(43)}`);
    await expect(tab.getByTestId('link-problem')).toHaveAttribute('data-status', 'unknown');
    await visitor.close();

    // Signing in store after all: a new link, opened in a new tab on the signing page.
    const [store] = await Promise.all([page.context().waitForEvent('page'), panel.getByTestId('esign-sign-in-store').click()]);
    await expect(store.getByTestId('signing-loan-number')).toHaveText(lease.loan_number);
    await expect(panel.getByTestId('esign-status')).toHaveText('Awaiting signature');
    expect(store.url()).toBe(await panel.getByTestId('esign-link').inputValue());
    expect([firstLink, secondLink]).not.toContain(store.url());
  });

  test('in-store signing with a typed signature goes back to the return URL the merchant gave', async ({ browser, request, baseURL }) => {
    const headers = { Accept: 'application/json', Authorization: `Bearer ${tokenFor('acme/los-angeles')}` };
    const groups = await request.get('/api/v1/applications/groups?purchase_group=approved&per_page=100&sort_by=days_to_expire&sort_order=desc', { headers });
    const application = ((await groups.json()).data.data as { id: number }[]).at(-1)!;
    const returnUrl = `${baseURL}/login?from=esign`;
    const created = await request.post('/api/v1/leases', {
      headers,
      data: { application_id: application.id, option: 'A', esign_type: 'embedded', esign_return_url: returnUrl, items: [{ quantity: 1, unit_price: 250, description: 'Microwave' }] },
    });
    expect(created.status()).toBe(200);
    const lease = (await created.json()).data;

    // A tablet in the store.
    const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
    const page = await tablet.newPage();
    await page.goto(lease.esign.url);
    await expect(page.getByTestId('signing-loan-number')).toHaveText(lease.loan_number);
    const name = (await page.getByTestId('expected-name').innerText()).trim();
    await page.getByLabel(/I have read this notice/).check();
    await page.getByLabel('Your full name').fill(name);
    await expect(page.getByTestId('typed-signature')).toHaveText(name);
    await page.getByTestId('sign-submit').click();
    await expect(page).toHaveURL(returnUrl);

    const after = await request.get(`/api/v1/leases/${lease.id}`, { headers });
    expect((await after.json()).data.state_code).toBe('S');
    await tablet.close();
  });

  test('a clerk sees the e-sign status without the buttons to send or void', async ({ page }) => {
    await login(page, 'clerk@acme.test', DEMO_PASSWORD);
    await page.goto('/applications?purchase_group=contracting');
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    const leased = Number(await page.getByTestId('pipeline-row').first().getAttribute('data-application-id'));
    await page.goto(`/applications/${leased}/lease`);
    const panel = page.getByTestId('esign-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-can-manage', 'false');
    await expect(panel.getByTestId('esign-status')).toHaveText(/Awaiting signature|Signed|Voided|Expired|No envelope/);
    await expect(panel.getByTestId('esign-actions')).toHaveCount(0);
    await expect(panel.getByTestId('esign-link')).toHaveCount(0);
    await expect(panel.getByTestId('esign-void')).toHaveCount(0);
    await expect(page.getByTestId('contract-panel')).toHaveCount(0);
  });
});
