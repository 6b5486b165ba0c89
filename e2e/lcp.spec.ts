import { test } from '@playwright/test';
import { login } from './fixtures/login';
import { DEMO_PASSWORD } from './fixtures/world';

/**
 * Largest Contentful Paint of /applications (issue 17: ≤ 400 ms locally), measured with the browser's
 * own PerformanceObserver and reported as an annotation and on stdout, never asserted (speed is measured,
 * not tested: STYLE.md). Five warm loads; the median is the number docs/portal.md reports.
 */
test('LCP of /applications (measured, reported)', async ({ page }) => {
  await login(page, 'manager@acme.test', DEMO_PASSWORD);
  await page.goto('/applications');
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto('/applications');
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    samples.push(lcp);
  }
  samples.sort((a, b) => a - b);
  const median = samples[2]!;
  test.info().annotations.push({ type: 'lcp-ms', description: `median ${median.toFixed(0)} ms of ${samples.map((s) => s.toFixed(0)).join(', ')}` });
  console.log(`LCP /applications: median ${median.toFixed(0)} ms (${samples.map((s) => s.toFixed(0)).join(', ')})`);
});
