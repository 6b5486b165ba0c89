import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Issue 17: a signed-in page ships at most this much JavaScript, gzipped, on its first load. */
export const FIRST_LOAD_BUDGET_KB = 170;

export type FirstLoadRow = { route: string; gzipKb: number; brotliKb: number; files: number; budgeted: boolean };

/** Pages outside the signed-in portal: public, sign-in and signing pages, which have budgets of their own. */
const unbudgeted = (route: string) => ['/', '/docs', '/_not-found', '/_global-error'].includes(route) || /^\/(login|sign|apply|api|v1)(\/|$)/.test(route);

function clientManifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return clientManifests(full);
    return name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/**
 * First-load JavaScript per page route of a production build in `distDir`: the root main files every page
 * loads plus every chunk its segments' client reference manifests list (layouts, error and not-found
 * boundaries, loading and the page), each counted once, gzipped at level 9 and Brotli'd at quality 11 the
 * way a server would send them. Chunks loaded later (`import()`, next/dynamic) are not first-load.
 */
export function measureFirstLoadJs(distDir: string): FirstLoadRow[] {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const bytes = readFileSync(path.join(distDir, file));
      known = { gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
      sizes.set(file, known);
    }
    return known;
  };
  const rows: FirstLoadRow[] = [];
  for (const file of clientManifests(path.join(distDir, 'server', 'app'))) {
    const holder = globalThis as unknown as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> };
    holder.__RSC_MANIFEST = {};
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[route] = {...}.
    new Function(readFileSync(file, 'utf8'))();
    const [entry, manifest] = Object.entries(holder.__RSC_MANIFEST)[0]!;
    const chunks = new Set([...buildManifest.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()]);
    let gzip = 0;
    let brotli = 0;
    for (const chunk of chunks) {
      const size = sizeOf(chunk);
      gzip += size.gzip;
      brotli += size.brotli;
    }
    const route = entry.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/';
    rows.push({ route, gzipKb: gzip / 1024, brotliKb: brotli / 1024, files: chunks.size, budgeted: !unbudgeted(route) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/** The per-route table, with each signed-in page's verdict against `budgetKb`. */
export function formatFirstLoadJs(rows: FirstLoadRow[], budgetKb = FIRST_LOAD_BUDGET_KB): string {
  const lines = [
    `| Route | First-load JS, gzip | Brotli | Files | ≤ ${budgetKb} KB gzip |`,
    '|---|---:|---:|---:|---|',
    ...rows.map((r) => `| \`${r.route}\` | ${r.gzipKb.toFixed(1)} KB | ${r.brotliKb.toFixed(1)} KB | ${r.files} | ${r.budgeted ? (r.gzipKb <= budgetKb ? 'yes' : '**no**') : 'not a signed-in page'} |`),
  ];
  return lines.join('\n');
}

export const overBudget = (rows: FirstLoadRow[], budgetKb = FIRST_LOAD_BUDGET_KB) => rows.filter((r) => r.budgeted && r.gzipKb > budgetKb);
