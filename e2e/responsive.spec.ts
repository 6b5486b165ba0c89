import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { portalPages, type PortalPage } from './fixtures/portal-pages';
import { DEMO_PASSWORD } from './fixtures/world';

/**
 * The sales floor (issue 17, item 2): no portal page scrolls sideways at 360, 390 or 768 px (the
 * document is never wider than the viewport), and a screenshot of each at 390 px lands in
 * test-results/screens/ for review. The phone menu is a focus-trapped dialog that Esc closes, with
 * Sign out inside.
 */

const SCREENS = 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

/** The document's width against the viewport's, and (to say what to fix) the widest elements sticking out. */
async function overflow(page: Page): Promise<{ document: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${String(el.className).slice(0, 80)}`);
    return { document: document.documentElement.scrollWidth, viewport, culprits };
  });
}

async function visit(page: Page, target: PortalPage, signedInAs: { email: string | null }): Promise<void> {
  if (signedInAs.email !== target.as) {
    await page.context().clearCookies();
    await login(page, target.as, DEMO_PASSWORD);
    signedInAs.email = target.as;
  }
  await page.goto(target.path);
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of [360, 390, 768]) {
  test(`no portal page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    const signedInAs = { email: null as string | null };
    const wide: string[] = [];
    for (const target of await portalPages()) {
      await visit(page, target, signedInAs);
      const { document, viewport, culprits } = await overflow(page);
      if (document > viewport) wide.push(`${target.name} (${target.path}): ${document} px; ${culprits.join(' | ')}`);
      if (width === 390) await page.screenshot({ path: `${SCREENS}/${target.name}-390.png`, fullPage: true });
    }
    expect(wide, `pages wider than ${width} px`).toEqual([]);
  });
}

test('the phone menu: a labelled dialog holding focus, Esc closes it, Sign out inside', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'sales@acme.test', DEMO_PASSWORD);
  await page.goto('/applications');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Leaseline' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'New application' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Focus stays inside: tabbing through more stops than the dialog has never leaves it.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // A link closes the menu and goes there.
  await button.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Calculator' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a clerk sees no settings; the skip link jumps to the content; breadcrumbs lead back', async ({ page }) => {
  await login(page, 'clerk@acme.test', DEMO_PASSWORD);
  await page.goto('/applications');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Applications', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href^="/settings"]')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Outbox' })).toHaveCount(0);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  const id = await page.getByTestId('pipeline-row').first().getAttribute('data-application-id');
  await page.goto(`/applications/${id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText(`Application #${id}`)).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // The account menu: arrow keys and Enter reach Sign out, which ends the session.
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-role')).toHaveText('Clerk');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the store switcher narrows the pipeline to one store, in the URL', async ({ page }) => {
  await login(page, 'sales@acme.test', DEMO_PASSWORD);
  await page.goto('/applications');
  await page.getByTestId('store-switcher').click();
  const menu = page.getByTestId('store-switcher-menu');
  const houston = menu.getByRole('menuitemradio', { name: /Houston/ });
  await houston.click();
  await expect(page).toHaveURL(/[?&]stores=\d+/);
  await expect(page.getByTestId('store-switcher')).toContainText('Houston');
  await expect(page.getByTestId('pipeline-results')).toHaveAttribute('aria-busy', 'false');
  const stores = await page.getByTestId('cell-store').allInnerTexts();
  expect(stores.length).toBeGreaterThan(0);
  for (const store of stores) expect(store).toContain('Houston');
});
