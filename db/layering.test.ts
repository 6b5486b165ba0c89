import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * db/ is the bottom layer: the schema, the client and the statement helpers import nothing of the code
 * that stands on them (lib/, app/, components/, scripts/). Tests beside them may use lib/testing's harness.
 */
const folder = path.dirname(new URL(import.meta.url).pathname);
const ABOVE = /from\s+'(@\/(lib|app|components|scripts)\/[^']*|(\.\.\/)+(lib|app|components|scripts)\/[^']*)'|import\(\s*'@\/(lib|app|components|scripts)\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('db/ imports', () => {
  it('imports nothing from the layers above it', () => {
    const files = sources(folder);
    expect(files.length).toBeGreaterThan(5);
    const offending = files.filter((file) => ABOVE.test(readFileSync(file, 'utf8'))).map((file) => path.relative(folder, file));
    expect(offending).toEqual([]);
  });
});
