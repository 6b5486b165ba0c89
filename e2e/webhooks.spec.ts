import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '@/lib/testing/webhook-receiver';
import { login } from './fixtures/login';
import { DEMO_PASSWORD } from './fixtures/world';

/** Settings → Webhooks: a manager adds an endpoint, sends a test event, sees it in the log and re-sends it. */
let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver({ portFrom: 4275, portTo: 4299 });
});
test.afterAll(() => receiver.close());

test('a manager adds an endpoint, sends a test event, sees failures and successes in the log and re-sends one', async ({ page }) => {
  await login(page, 'manager@globex.test', DEMO_PASSWORD);
  await page.goto('/applications');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel('Endpoint URL').fill(receiver.url);
  await dialog.getByLabel('Description').fill('Order system');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(secretDialog).toBeVisible();
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: receiver.url });
  await expect(row).toContainText('Enabled');

  // A failing receiver first: the log shows the 500 and its answer, with a retry scheduled.
  receiver.setResponder(() => ({ status: 500, body: 'receiver down' }));
  await row.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
  await page.getByRole('menuitem', { name: 'Send test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test event sent' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await expect(log.getByRole('row').nth(1)).toContainText('receiver down');
  await expect(log.getByRole('row').nth(1)).toContainText('500');
  await expect(log.getByRole('row').nth(1)).toContainText('Pending');

  // Then a working one: Resend delivers the same event, signed.
  receiver.setResponder(() => ({ status: 200, body: 'thanks' }));
  await log.getByRole('row').nth(1).getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(log.getByRole('row').nth(1)).toContainText('Succeeded');
  await expect(log.getByRole('row').nth(1)).toContainText('thanks');
  const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
  expect(ids.size).toBe(1);
  for (const hook of receiver.received) expect(new Webhook(secret).verify(hook.body, hook.headers)).toMatchObject({ type: 'webhook.test' });

  // The filters narrow the log.
  await page.getByLabel('Status').selectOption('failed');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No deliveries match these filters.')).toBeVisible();
});
