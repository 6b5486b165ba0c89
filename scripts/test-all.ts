import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: everything CI checks, in order — types, core tests (Vitest, on PGlite, and on PostgreSQL
 * too when DATABASE_URL is set), a production build, then the API and browser suites (Playwright)
 * against a freshly seeded server. Stops at the first failing step and ends with one
 * "N passed, N failed" line over both runners.
 */
type Counts = { passed: number; failed: number; skipped: number };
type Step = { name: string; command: string; args: string[]; env?: Record<string, string>; counts?: () => Counts; skip?: boolean };

const testDist = '.next-test';
const reports = path.resolve('test-results');
mkdirSync(reports, { recursive: true });
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
const vendureJson = path.join(reports, 'playwright-vendure.json');
const reuseBuild = process.env.LEASELINE_REUSE_BUILD === '1' && existsSync(path.join(testDist, 'BUILD_ID'));

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);
const playwrightCounts = (file: string) => (): Counts => {
  const r = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(file);
  return { passed: (r?.stats.expected ?? 0) + (r?.stats.flaky ?? 0), failed: r?.stats.unexpected ?? 0, skipped: r?.stats.skipped ?? 0 };
};

const steps: Step[] = [
  // A lock that `npm ci` refuses breaks every fresh clone (and every other platform); say so first.
  { name: 'lock file installs (npm ci --dry-run)', command: 'npm', args: ['ci', '--dry-run', '--no-audit', '--no-fund'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  {
    name: 'core tests (Vitest)',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    counts: () => {
      const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestJson);
      return { passed: r?.numPassedTests ?? 0, failed: r?.numFailedTests ?? 0, skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0) };
    },
  },
  { name: 'production build', command: 'npx', args: ['next', 'build'], env: { NEXT_DIST_DIR: testDist }, skip: reuseBuild },
  // Issue 17: every signed-in page within 170 KB of gzipped first-load JavaScript (per route, from the build).
  { name: 'first-load JavaScript budget', command: 'node', args: ['--import', 'tsx', 'scripts/js-budget.ts', '--dist', testDist] },
  {
    name: 'API and browser tests (Playwright)',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { NEXT_DIST_DIR: testDist, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: playwrightCounts(playwrightJson),
  },
  {
    // integrations/vendure: its own Leaseline server (the same build), a Vendure server and Chromium.
    name: 'Vendure plugin (Playwright, real Leaseline and Vendure servers)',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'integrations/vendure', '--reporter=list,json'],
    env: { NEXT_DIST_DIR: testDist, PLAYWRIGHT_JSON_OUTPUT_NAME: vendureJson },
    counts: playwrightCounts(vendureJson),
  },
];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
let exitCode = 0;
for (const step of steps) {
  if (step.skip) {
    console.log(`\n=== ${step.name}: reusing the existing build ===`);
    continue;
  }
  const stepStart = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const counts = step.counts?.();
  if (counts) for (const key of ['passed', 'failed', 'skipped'] as const) total[key] += counts[key];
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    exitCode = result.status || 1;
    if (counts && counts.failed === 0) total.failed += 1;
    break;
  }
  console.log(`✓ ${step.name} (${seconds}s)`);
}
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\nSuite on ${database} took ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(exitCode);
