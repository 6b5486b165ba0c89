import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
// The test server sends e-mail over SMTP to loopback, where specs that expect mail listen with a real SMTP
// server (e2e/fixtures/mailbox.ts). Set before the web server starts so it inherits the variable; workers
// inherit it from the runner.
process.env.SMTP_URL ??= `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? port + 25)}`;
// Webhook specs receive on 127.0.0.1 (e2e/api/webhooks.spec.ts); the SSRF guard's refusals are core tests.
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= 'true';

// The `api` project calls the API through Stoplight Prism's validation proxy (scripts/openapi-validator.ts,
// started by the e2e server on E2E_PORT + 4 and + 5); the teardown fails the run on any disagreement.
const validatorPort = process.env.E2E_OPENAPI_VALIDATOR === 'off' ? undefined : Number(process.env.E2E_VALIDATOR_PORT ?? port + 4);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'api', testMatch: /api\/.*\.spec\.ts/, use: validatorPort ? { baseURL: `http://127.0.0.1:${validatorPort}` } : {} },
    { name: 'ui', testIgnore: /api\/.*\.spec\.ts/, use: { viewport: { width: 1280, height: 900 } } },
  ],
  globalTeardown: './e2e/openapi-conformance.ts',
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    // /api/v1/test answers 401 without a token, which Playwright counts as up.
    url: `http://127.0.0.1:${port}/api/v1/test`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    // SIGTERM (not the default SIGKILL) so the server script can drop its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Seeding the demo world through the core (leases signed, delivered, funded and paid) takes a while.
    timeout: 420_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
