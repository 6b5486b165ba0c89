import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The files the bundle is built from; their hash is stamped into the bundle so a stale one is caught. */
export const checkoutSources = ['lib/checkout/script/checkout.ts', 'lib/checkout/protocol.ts'];

export function checkoutSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of checkoutSources) hash.update(readFileSync(path.resolve(file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Compiles checkout.ts (and the protocol module it imports) into one minified, dependency-free IIFE.
 * esbuild comes with the toolchain (a dependency of tsx and vite); it is imported lazily, only here.
 */
export async function buildCheckoutScript(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.resolve('lib/checkout/script/checkout.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2019'],
    platform: 'browser',
    write: false,
    legalComments: 'none',
    banner: { js: '/*! Leaseline checkout.js v1 */' },
  });
  return result.outputFiles[0]!.text;
}
