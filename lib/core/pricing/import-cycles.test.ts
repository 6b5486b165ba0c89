import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pricing modules form no import circle (type-only imports included): each file can be read
 * knowing only what it imports. Types shared across files live in types.ts, which imports no module
 * of its own folder but calendar's day type.
 */
const folder = path.dirname(new URL(import.meta.url).pathname);

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(folder, file), 'utf8');
  return [...text.matchAll(/from\s+'\.\/([\w.-]+)'/g)].map((m) => `${m[1]}.ts`);
}

function cycles(): string[][] {
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const found: string[][] = [];
  const visit = (file: string, trail: string[]) => {
    for (const next of graph.get(file) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const file of files) visit(file, [file]);
  return found;
}

describe('lib/core/pricing imports', () => {
  it('has no import circle', () => {
    expect(cycles()).toEqual([]);
  });
});
