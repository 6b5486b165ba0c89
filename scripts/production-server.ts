import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server';

/**
 * The production server (lib/server/door/main.ts, compiled beside a Next.js build) as the test and demo scripts
 * start it: `node <distDir>/leaseline-server.mjs`, with PORT and HOST (default 0.0.0.0). Compiled here when `rebuild`
 * is asked or no bundle exists yet (esbuild takes about a second).
 */
export async function productionServerCommand(distDir: string, options: { rebuild?: boolean } = {}): Promise<{ command: string; args: string[] }> {
  const bundle = path.resolve(distDir, 'leaseline-server.mjs');
  if (options.rebuild || !existsSync(bundle)) await buildServer(distDir);
  return { command: process.execPath, args: [bundle] };
}
