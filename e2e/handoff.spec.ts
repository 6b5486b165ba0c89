import { expect, test } from '@playwright/test';
import { call } from './api/lease-support';
import { login } from './fixtures/login';
import { DEMO_PASSWORD } from './fixtures/world';

/**
 * No dead ends (issue 17, item 4): a clerk on a verified approval sees what happens next and hands it off
 * to sales; the store's sales person sees the badge, opens the list and goes to the application.
 */
test('a clerk hands a verified approval off to sales, who are notified in the portal', async ({ browser }) => {
  // A verified approval at Acme Houston (the clerk's and the sales person's store), from the seed.
  const { body } = await call('GET', '/applications/groups?purchase_group=approved&per_page=100&sort_by=id&sort_order=desc', 'acme/houston');
  const ids = (body.data.data as { id: number }[]).map((r) => r.id);
  expect(ids.length).toBeGreaterThan(0);

  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await login(clerk, 'clerk@acme.test', DEMO_PASSWORD);
  let handedOff: number | null = null;
  for (const id of ids) {
    await clerk.goto(`/applications/${id}`);
    if ((await clerk.getByTestId('hand-off').count()) === 0) continue;
    await expect(clerk.getByTestId('next-steps')).toContainText('Next: sales staff build the lease');
    await clerk.getByTestId('hand-off').click();
    await expect(clerk.getByTestId('hand-off-result')).toContainText('Handed off');
    handedOff = id;
    break;
  }
  expect(handedOff, 'a verified approval the clerk can hand off').not.toBeNull();
  await clerkContext.close();

  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await login(sales, 'sales@acme.test', DEMO_PASSWORD);
  await sales.goto('/applications');
  await expect(sales.getByTestId('notifications-badge')).toBeVisible();
  await sales.getByTestId('notifications-button').click();
  const item = sales.getByTestId('notification').filter({ hasText: `#${handedOff}` });
  await expect(item).toContainText('ready for a lease');
  await item.click();
  await expect(sales).toHaveURL(new RegExp(`/applications/${handedOff}$`));
  await expect(sales.getByTestId('next-steps')).toContainText('Build lease');
  await salesContext.close();
});
