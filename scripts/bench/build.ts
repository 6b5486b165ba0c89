import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../build-server';
import { runChild } from './processes';

// What a production build is made from. tsconfig.json is left out: `next build` itself rewrites it.
const sources = ['app', 'components', 'lib', 'db', 'public', 'server', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Why the build in `distDir` cannot be used, or null when it is newer than every source. */
export function staleReason(distDir: string): string | null {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return `no build in ${distDir}`;
  const builtAt = statSync(buildId).mtimeMs;
  const changed = sources.find((entry) => newestMtime(entry) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Takes the bench's dist dir back out of tsconfig.json, byte for byte when nobody else changed it meanwhile. */
function restoreTsconfig(before: string, distDir: string): void {
  const now = readFileSync('tsconfig.json', 'utf8');
  if (now === before) return;
  const config = JSON.parse(now) as { include?: string[] };
  config.include = config.include?.filter((entry) => !entry.startsWith(`${distDir}/`));
  const unchangedOtherwise = JSON.stringify(config) === JSON.stringify(JSON.parse(before));
  writeFileSync('tsconfig.json', unchangedOtherwise ? before : `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * `next build` into `distDir` unless it is up to date (or the caller said to skip it). Next.js adds
 * its dist dir to tsconfig.json's `include`; the bench puts the file back as it found it.
 */
export async function ensureBuild(distDir: string, options: { skip: boolean; force: boolean }): Promise<{ built: boolean; seconds: number; reason: string }> {
  const reason = options.force ? 'forced with --build' : staleReason(distDir);
  if (options.skip || !reason) {
    if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`--skip-build, but there is no build in ${distDir}.`);
    // The production server is compiled afresh either way (about a second): it must carry this tree's routes.
    await buildServer(distDir);
    return { built: false, seconds: 0, reason: options.skip ? 'skipped (--skip-build)' : 'up to date' };
  }
  const started = Date.now();
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    await runChild(path.resolve('node_modules/.bin/next'), ['build'], { ...process.env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' as const });
  } catch (error) {
    throw new Error(`The production build failed (see above), so there is nothing to measure. Fix it, or measure an older build with --skip-build.\n${(error as Error).message}`);
  } finally {
    restoreTsconfig(tsconfig, distDir);
  }
  await buildServer(distDir);
  return { built: true, seconds: (Date.now() - started) / 1000, reason };
}
