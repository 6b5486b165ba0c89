import { defineConfig } from '@playwright/test';

/**
 * The plugin's end-to-end tests (test/vendure-plugin.spec.ts): they start their own Leaseline server
 * (on the production test build, .next-test), a Vendure server and a storefront page. From the
 * repository root: `npx playwright test -c integrations/vendure`.
 */
export default defineConfig({
  testDir: 'test',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--disable-sync'],
    },
  },
});
