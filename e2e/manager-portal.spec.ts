import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLeaselineClient } from '@/lib/client';
import { totpCode } from '@/lib/core/two-factor/totp';
import { login, loginThroughForm } from './fixtures/login';
import { portalPages } from './fixtures/portal-pages';
import { pageSettled } from './fixtures/settled';
import { openMailbox, smtpConfigured, type Mailbox } from './fixtures/mailbox';
import { DEMO_PASSWORD, world } from './fixtures/world';

const NEW_PASSWORD = 'a brand new passphrase 2026';
const unique = () => Math.random().toString(36).slice(2, 8);

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** As manager@acme.test, invites someone through Settings → Users; returns the set-password link from the e-mail. */
async function invite(page: Page, mailbox: Mailbox, person: { name: string; email: string; role: 'clerk' | 'sales' | 'manager'; store?: string }): Promise<string> {
  await page.goto('/settings/users');
  await page.getByTestId('invite-user').click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Role').selectOption(person.role);
  if (person.store) await dialog.getByLabel(person.store).check();
  await dialog.getByTestId('send-invite').click();
  await expect(page.getByText(`Invitation sent to ${person.email}.`)).toBeVisible();
  const mail = await mailbox.waitFor((m) => m.to.includes(person.email));
  expect(mail.subject).toBe('You are invited to Leaseline');
  expect(mail.text).toContain('expires in 72 hours');
  const link = /https?:\/\/\S+\/login\/set-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the set-password link in the e-mail').toBeTruthy();
  return new URL(link!).pathname;
}

async function setPassword(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Repeat it').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByTestId('password-set')).toBeVisible();
}

test.describe('manager portal', () => {
  let mailbox: Mailbox | null = null;
  test.beforeAll(async () => {
    if (smtpConfigured()) mailbox = await openMailbox();
  });
  test.afterAll(async () => {
    await mailbox?.close();
  });

  test('a manager invites a clerk, who sets a password and signs in; disabling them ends their session on their next click', async ({ page, browser }) => {
    test.skip(!mailbox, 'needs the SMTP fixture');
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    const email = `clerk-${unique()}@example.com`;
    const path = await invite(page, mailbox!, { name: 'Carla Clerk', email, role: 'clerk', store: 'Acme Houston' });
    await expect(page.getByTestId(`user-row-${email}`)).toContainText('invited');

    const clerk = await browser.newContext();
    const clerkPage = await clerk.newPage();
    await setPassword(clerkPage, path);
    // The link works once.
    await clerkPage.goto(path);
    await expect(clerkPage.getByText('This link has expired or was already used.')).toBeVisible();
    await clerkPage.goto('/login');
    await loginThroughForm(clerkPage, email, NEW_PASSWORD);
    await expect(clerkPage).toHaveURL(/\/applications$/);
    await expect(clerkPage.getByRole('link', { name: 'Users' })).toHaveCount(0);

    await page.reload();
    await page.getByTestId(`disable-${email}`).click();
    await page.getByTestId('confirm-action').click();
    await expect(page.getByTestId(`user-row-${email}`)).toContainText('disabled');
    await clerkPage.goto('/applications');
    await expect(clerkPage).toHaveURL(/\/login\?.*reason=ended/);
    await clerk.close();
  });

  test('a manager creates an API token, uses it, revokes it and gets 401', async ({ page }) => {
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto('/settings/api-tokens');
    const name = `Till ${unique()}`;
    await page.getByTestId('create-token').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Scope').selectOption({ label: 'Store: Acme Houston' });
    await dialog.getByTestId('create-token-submit').click();
    const token = await dialog.getByTestId('new-token').inputValue();
    expect(token).toMatch(/^ll_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const client = createLeaselineClient({ baseUrl: world().baseURL, token });
    expect(await client.test()).toMatchObject({ status: true, code: 200 });
    await page.reload();
    const row = page.getByTestId(`token-row-${name}`);
    await expect(row).toContainText('Store Acme Houston');
    await expect(row.getByTestId('token-last-used')).not.toHaveText('Never');

    await page.getByTestId(`revoke-${name}`).click();
    await page.getByTestId('confirm-action').click();
    await expect(row).toHaveCount(0);
    const refused = await page.request.get('/api/v1/test', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  });

  test('an admin adds a store and edits it through the dialogs, refused fields first; a manager reads the stores without editing', async ({ page }) => {
    await login(page, 'admin@leaseline.test', DEMO_PASSWORD);
    await page.goto('/settings/stores');
    const acme = page.locator('section', { has: page.getByTestId('stores-acme') });
    await acme.getByRole('button', { name: 'Add store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a store' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter the store name.')).toBeVisible();
    await expect(dialog.getByLabel('ZIP')).toHaveAttribute('aria-invalid', 'true');

    const slug = `pop-up-${unique()}`;
    await dialog.getByLabel('Name').fill(`Acme Pop-up ${slug}`);
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State (two letters)').fill('tx');
    await dialog.getByLabel('ZIP').fill('78701');
    await dialog.getByLabel('Time zone').selectOption('America/Chicago');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('stores-acme').getByRole('row', { name: new RegExp(slug) });
    await expect(row).toContainText('TX');
    await expect(row).toContainText('America/Chicago');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit Acme Pop-up ${slug}` });
    await expect(edit.getByLabel('City')).toHaveValue('Austin');
    await edit.getByLabel('Sales tax override (basis points; empty = state rate)').fill('825');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('8.25%');

    await page.context().clearCookies();
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto('/settings/stores');
    await expect(page.getByTestId('stores-acme').getByRole('row', { name: new RegExp(slug) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add store' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('a manager moves an invited clerk to sales at another store through Edit', async ({ page }) => {
    test.skip(!mailbox, 'needs the SMTP fixture');
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    const email = `moved-${unique()}@example.com`;
    await invite(page, mailbox!, { name: 'Mo Ved', email, role: 'clerk', store: 'Acme Houston' });
    await page.reload();
    const row = page.getByTestId(`user-row-${email}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Acme Houston');
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Role and stores of Mo Ved' });
    await dialog.getByLabel('Role').selectOption('sales');
    await dialog.getByLabel('Acme Houston').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Assign at least one store to a clerk or sales user.')).toBeVisible();
    await dialog.getByLabel('Acme Los Angeles').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').first()).toHaveText('Sales');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Acme Los Angeles');
  });

  test('two-factor: enrol with a code computed here, then sign in with the next code; a replay is refused', async ({ page, browser }) => {
    test.skip(!mailbox, 'needs the SMTP fixture');
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    const email = `sales-${unique()}@example.com`;
    const path = await invite(page, mailbox!, { name: 'Sam Sales', email, role: 'sales', store: 'Acme Houston' });

    const context = await browser.newContext();
    const person = await context.newPage();
    await setPassword(person, path);
    await person.goto('/login');
    await loginThroughForm(person, email, NEW_PASSWORD);
    await expect(person).toHaveURL(/\/applications$/);
    await person.getByTestId('user-menu-button').click();
    await person.getByTestId('two-factor-link').click();
    await person.getByTestId('start-two-factor').click();
    await expect(person.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await person.getByTestId('totp-secret').textContent())!.trim();
    await person.getByLabel('Code from the app').fill(await totpCode(secret));
    await person.getByTestId('confirm-two-factor').click();
    await expect(person.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    const recovery = (await person.getByTestId('recovery-codes').locator('li').first().textContent())!.trim();
    await context.close();

    // Sign in again: the password, then the code the form asks for.
    const again = await browser.newContext();
    const next = await again.newPage();
    await next.goto('/login');
    await loginThroughForm(next, email, NEW_PASSWORD);
    await expect(next.getByTestId('login-code')).toBeVisible();
    // The enrolment code is spent (same or older step): wait for a fresh step rather than reuse it.
    const enrolledAt = Math.floor(Date.now() / 30_000);
    await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThan(enrolledAt);
    const code = await totpCode(secret);
    await next.getByTestId('login-code').fill(code);
    await next.getByRole('button', { name: 'Sign in' }).click();
    await expect(next).toHaveURL(/\/applications$/);
    await again.close();

    // The same code again: refused, with the one answer for every failure. A recovery code works once.
    const third = await (await browser.newContext()).newPage();
    await third.goto('/login');
    await loginThroughForm(third, email, NEW_PASSWORD);
    await third.getByTestId('login-code').fill(code);
    await third.getByRole('button', { name: 'Sign in' }).click();
    await expect(third.getByTestId('login-error')).toContainText('incorrect');
    await third.getByLabel('Password').fill(NEW_PASSWORD);
    await third.getByTestId('login-code').fill(recovery);
    await third.getByRole('button', { name: 'Sign in' }).click();
    await expect(third).toHaveURL(/\/applications$/);
  });

  test('the dashboard is the manager landing page and its numbers equal the pipeline counts they link to', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, 'manager@acme.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard?period=30d');
    for (const figure of ['figure-submitted', 'figure-funded', 'figure-declined-rate', 'figure-leases']) {
      await page.goto('/dashboard?period=30d');
      const link = page.getByTestId(figure);
      const text = (await link.textContent())!;
      const expected = figure.endsWith('-rate') ? null : Number(text.replace(/[^0-9]/g, ''));
      await link.click();
      await expect(page).toHaveURL(/\/applications\?.*date_zone=store/);
      await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
      const count = Number((await page.getByTestId('tab-count-all').textContent())!.replace(/[^0-9]/g, ''));
      if (expected !== null) expect(count, figure).toBe(expected);
      else expect(count).toBeGreaterThanOrEqual(0);
    }
    // A store's row links to that store only.
    await page.goto('/dashboard?period=90d');
    const storeRow = page.getByTestId('store-table').locator('tbody tr').first();
    const submitted = Number((await storeRow.locator('td').first().textContent())!.replace(/[^0-9]/g, ''));
    await storeRow.locator('td a').first().click();
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    expect(Number((await page.getByTestId('tab-count-all').textContent())!.replace(/[^0-9]/g, ''))).toBe(submitted);
  });

  test('date pickers: custom dashboard days and the audit period, typed or picked from the calendar, land in the URL', async ({ page }) => {
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto('/dashboard?period=7d');
    await page.getByLabel('Period').selectOption('custom');
    const days = page.getByTestId('dashboard-days');
    // Typed, segment by segment: focus moves on by itself from month to day to year, then to the last day.
    await days.getByRole('spinbutton').first().click();
    await page.keyboard.type('03012026');
    await page.keyboard.type('03152026');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/period=custom&from=2026-03-01&to=2026-03-15/);
    await expect(page.getByTestId('dashboard-days').getByRole('spinbutton').first()).toHaveText('03');

    await page.goto('/audit');
    // Picked from the calendar with the keyboard: it opens on today; Enter takes it.
    await page.getByRole('button', { name: 'Choose from (utc day) from a calendar' }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await page.getByTestId('audit-to').getByRole('spinbutton').first().click();
    await page.keyboard.type('12312030');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=2030-12-31`));
    await expect(page.getByTestId('audit-from').getByRole('spinbutton').last()).toHaveText(today.slice(0, 4));
  });

  test('the pipeline exports its filters as CSV, every row', async ({ page }) => {
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto('/applications?purchase_group=closed');
    await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
    const expected = Number((await page.getByTestId('tab-count-closed').textContent())!.replace(/[^0-9]/g, ''));
    const response = await page.request.get('/applications/export?purchase_group=closed');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/csv');
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('id,applicant,store,purchase_group,state_code,lease_state_code,loan_number,approved_amount,days_to_expire,created_at,updated_at');
    expect(lines.length - 1).toBe(expected);
    expect(lines.slice(1).every((l) => /,closed,/.test(l))).toBe(true);
  });

  test('clerks reach none of the manager pages', async ({ page }) => {
    await login(page, 'clerk@acme.test', DEMO_PASSWORD);
    for (const path of ['/dashboard', '/settings/users', '/settings/api-tokens', '/settings/stores', '/audit']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('every new page passes axe (no serious or critical issues) and fits 360 px', async ({ page }) => {
    await login(page, 'admin@leaseline.test', DEMO_PASSWORD);
    for (const path of ['/dashboard', '/settings/users', '/settings/api-tokens', '/settings/stores', '/audit', '/audit?action=contract.downloaded', '/account/two-factor']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      const overflow = await page.evaluate(() => {
        const main = document.querySelector('main');
        return main ? main.scrollWidth - main.clientWidth : 0;
      });
      expect(overflow, `${path} at 360 px`).toBeLessThanOrEqual(1);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login/set-password/not-a-real-link');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the dark palette', () => {
  test.use({ colorScheme: 'dark' });

  test('is in force when the system asks for it, and axe (contrast included) finds nothing serious on the main pages', async ({ page }) => {
    test.setTimeout(300_000);
    const found: string[] = [];
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
        found.push(`${label}: ${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    };
    await page.goto('/login');
    // Not a vacuous run: the page background is the dark end of the mirrored slate scale.
    // (Chromium reports it as lab(L a b), L from 0 to 100; the light page is about 98.)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(Number(/^lab\(([\d.]+)/.exec(background)?.[1] ?? 100), background).toBeLessThan(10);
    await check('/login');
    const managerPages = ['/dashboard', '/dashboard?period=custom&from=2026-01-01&to=2026-01-31', '/settings/users', '/settings/api-tokens', '/settings/stores', '/settings/webhooks', '/settings/checkout', '/audit', '/account/two-factor'];
    const pages = [...managerPages.map((path) => ({ name: path, path, as: 'admin@leaseline.test' })), ...(await portalPages())];
    let signedInAs: string | null = null;
    for (const target of pages) {
      if (signedInAs !== target.as) {
        await page.context().clearCookies();
        await login(page, target.as, DEMO_PASSWORD);
        signedInAs = target.as;
      }
      await page.goto(target.path);
      await pageSettled(page);
      await check(target.name);
    }
    // A dialog and the calendar popover, open.
    await page.context().clearCookies();
    await login(page, 'manager@acme.test', DEMO_PASSWORD);
    await page.goto('/settings/users');
    await page.getByTestId('invite-user').click();
    await page.getByTestId('send-invite').click();
    await expect(page.getByRole('dialog').getByText('Enter their name.')).toBeVisible();
    await check('invite dialog with errors');
    await page.goto('/audit');
    await page.getByRole('button', { name: 'Choose from (utc day) from a calendar' }).click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    await check('audit calendar');
    expect(found).toEqual([]);
  });
});
