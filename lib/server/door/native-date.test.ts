import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs `steps` in a fresh Node process (the global `Date` is process-wide) that has loaded this module,
 * then Next.js's own Date extension, as `next({ dev: false }).prepare()` loads it; prints its findings as JSON.
 */
function inFreshProcess(steps: string): Record<string, unknown> {
  const script = `
    const { restoreNativeDate } = await import(${JSON.stringify(path.join(root, 'lib/server/door/native-date.ts'))});
    const platform = Date;
    const before = new Date('2026-11-28T04:06:40.921Z');
    await import(${JSON.stringify(path.join(root, 'node_modules/next/dist/server/node-environment-extensions/date.js'))});
    const out = { wrapped: Date !== platform };
    ${steps}
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })) as Record<string, unknown>;
}

describe('restoreNativeDate', () => {
  it("puts the platform's Date back after Next.js wraps it, and dates behave as before", () => {
    const out = inFreshProcess(`
      out.restored = restoreNativeDate({ cacheComponents: false });
      out.isPlatform = Date === platform;
      const after = new Date('2026-11-28T04:06:40.921Z');
      out.sameTime = after.getTime() === before.getTime();
      out.constructorIsPlatform = after.constructor === platform && before.constructor === platform;
      out.instanceOf = before instanceof Date && after instanceof Date;
      out.now = Math.abs(Date.now() - new Date().getTime()) < 1000;
      out.utc = Date.UTC(2026, 10, 28) === 1795824000000;`);
    expect(out).toEqual({ wrapped: true, restored: true, isPlatform: true, sameTime: true, constructorIsPlatform: true, instanceOf: true, now: true, utc: true });
  });

  it("keeps Next.js's wrapper when cacheComponents needs it", () => {
    const out = inFreshProcess(`
      out.restored = restoreNativeDate({ cacheComponents: true });
      out.isPlatform = Date === platform;`);
    expect(out).toEqual({ wrapped: true, restored: false, isPlatform: false });
  });
});
