import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, loginThroughForm } from './fixtures/login';

const PASSWORD = 'demo-password-123';
const DAY_MS = 86_400_000;
const utcDate = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

const rows = (page: Page) => page.getByTestId('pipeline-row');
const results = (page: Page) => page.getByTestId('pipeline-results');

/** Waits until the list shows the data for the current URL (no fetch in flight) with at least one row. */
async function settled(page: Page): Promise<void> {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page).first()).toBeVisible();
}

const attributeOfRows = (page: Page, selector: string, attribute: string) =>
  rows(page).evaluateAll(
    (trs, [sel, attr]) => trs.map((tr) => (sel ? tr.querySelector(sel) : tr)?.getAttribute(attr!) ?? ''),
    [selector, attribute] as const,
  );
const textOfCells = (page: Page, testId: string) => rows(page).getByTestId(testId).allInnerTexts();

/** Rows whose cell `testId` does not match `pattern`: none should remain once the list has updated. */
const rowsWhoseCell = (page: Page, testId: string, pattern: RegExp): Locator =>
  rows(page).filter({ hasNot: page.getByTestId(testId).filter({ hasText: pattern }) });

async function pickStores(page: Page, names: string[]): Promise<void> {
  const filter = page.getByTestId('filter-stores');
  await filter.getByRole('button').click();
  for (const name of names) await filter.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
  await expect(filter.getByRole('button')).toContainText(`${names.length} selected`);
}

test.describe('application pipeline', () => {
  test('a manager filters, sorts and pages, and a reload shows the same view', async ({ page }) => {
    // An anonymous visitor is sent to the login page and comes back to the view they asked for.
    await page.goto('/applications?purchase_group=funded');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fapplications%3Fpurchase_group%3Dfunded$/);

    await loginThroughForm(page, 'manager@acme.test', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('E-mail or password is incorrect, or the account is locked.');
    await loginThroughForm(page, 'manager@acme.test', PASSWORD);
    await expect(page).toHaveURL(/\/applications\?purchase_group=funded$/);
    await expect(page.getByTestId('tab-funded')).toHaveAttribute('aria-current', 'page');
    await settled(page);
    await expect(rowsWhoseCell(page, 'cell-lease', /Funded/)).toHaveCount(0);

    // Switch tabs: the URL, the current tab and the rows all follow.
    await page.getByTestId('tab-new').click();
    await expect(page).toHaveURL(/\?purchase_group=new$/);
    await expect(page.getByTestId('tab-new')).toHaveAttribute('aria-current', 'page');
    await expect(rowsWhoseCell(page, 'cell-state', /^(Verification pending|Manual review)$/)).toHaveCount(0);
    await settled(page);

    await page.getByTestId('tab-all').click();
    await expect(page).toHaveURL(/\/applications$/);
    await settled(page);
    const allBefore = Number((await page.getByTestId('tab-count-all').innerText()).replace(/\D/g, ''));

    // Two stores: every row is from one of them, and the tab counts shrink to match.
    const stores = ['Acme Los Angeles', 'Acme Miami'];
    await pickStores(page, stores);
    await expect(page).toHaveURL(/[?&]stores=\d+,\d+(&|$)/);
    await expect(rowsWhoseCell(page, 'cell-store', /^(Acme Los Angeles|Acme Miami)$/)).toHaveCount(0);
    await settled(page);
    const allAfter = Number((await page.getByTestId('tab-count-all').innerText()).replace(/\D/g, ''));
    expect(allAfter).toBeGreaterThan(0);
    expect(allAfter).toBeLessThan(allBefore);

    // A date range on the creation date (UTC calendar days).
    const from = utcDate(60);
    const to = utcDate(10);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect(page).toHaveURL(new RegExp(`date_from=${from}&date_to=${to}`));
    await expect
      .poll(async () => (await attributeOfRows(page, '[data-testid="cell-created"] time', 'datetime')).every((iso) => iso.slice(0, 10) >= from && iso.slice(0, 10) <= to))
      .toBe(true);
    await settled(page);

    // Sort by applicant, A to Z.
    await page.getByTestId('sort-label').click();
    await expect(page).toHaveURL(/sort_by=label&sort_order=asc/);
    await expect(page.getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const initials = (await textOfCells(page, 'cell-applicant')).map((name) => name[0]!);
        return initials.length > 1 && initials.every((c, i) => i === 0 || initials[i - 1]! <= c);
      })
      .toBe(true);
    await settled(page);
    const firstPage = await attributeOfRows(page, '', 'data-application-id');

    // Page 2 holds the next rows.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByTestId('pipeline-summary')).toHaveText(/^Showing 16–\d+ of \d+ applications$/);
    await settled(page);
    const secondPage = await attributeOfRows(page, '', 'data-application-id');
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await expect(rowsWhoseCell(page, 'cell-store', /^(Acme Los Angeles|Acme Miami)$/)).toHaveCount(0);

    // A reload reproduces the view from the URL alone.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await settled(page);
    expect(await attributeOfRows(page, '', 'data-application-id')).toEqual(secondPage);
    await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('filter-stores').getByRole('button')).toContainText('2 selected');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
    await expect(page.getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    // Back goes to the previous view, as the browser's history says.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('pipeline-summary')).toHaveText(/^Showing 1–\d+ of \d+ applications$/);
  });

  test('a clerk sees only the stores they are assigned to', async ({ page }) => {
    await login(page, 'clerk@acme.test', PASSWORD);
    await page.goto('/applications?per_page=100');
    await settled(page);

    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-role')).toHaveText('Clerk');
    const assigned = (await page.getByTestId('user-stores').getByRole('listitem').allInnerTexts()).sort();
    expect(assigned.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // The store filter offers exactly the assigned stores: never Acme's others, never another retailer's.
    const filter = page.getByTestId('filter-stores');
    await filter.getByRole('button').click();
    const offered = (await filter.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.closest('label')!.textContent!.trim()))).sort();
    expect(offered).toEqual(assigned);
    expect(offered).not.toContain('Acme Miami');
    expect(offered.some((name) => name.startsWith('Globex'))).toBe(false);
    await page.keyboard.press('Escape');

    const onlyAssigned = new RegExp(`^(${assigned.map((s) => s.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')).join('|')})$`);
    await expect(rowsWhoseCell(page, 'cell-store', onlyAssigned)).toHaveCount(0);

    // Asking for other stores by hand in the URL still shows only the clerk's own rows.
    await page.goto('/applications?per_page=100&stores=1,2,3,4,5,6,7,8,9,10');
    await settled(page);
    await expect(rowsWhoseCell(page, 'cell-store', onlyAssigned)).toHaveCount(0);
  });
});
