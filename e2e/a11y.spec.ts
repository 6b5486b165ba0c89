import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { portalPages } from './fixtures/portal-pages';
import { DEMO_PASSWORD } from './fixtures/world';

/**
 * Accessibility (issue 17, item 6): axe finds no serious or critical violation (WCAG 2.x A/AA rules,
 * contrast included) on any portal page, the login page or the API docs, at 1366 px and at 390 px.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const width of [1366, 390]) {
  test(`axe: no serious or critical issue on any page at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of ['/login', '/docs']) {
      await page.goto(path);
      for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
    }
    let signedInAs: string | null = null;
    for (const target of await portalPages()) {
      if (signedInAs !== target.as) {
        await page.context().clearCookies();
        await login(page, target.as, DEMO_PASSWORD);
        signedInAs = target.as;
      }
      await page.goto(target.path);
      await expect(page.locator('main#main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) found.push(`${target.name} (${target.path}): ${v}`);
    }
    expect(found).toEqual([]);
  });
}
