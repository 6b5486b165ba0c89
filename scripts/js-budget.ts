import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * First-load JavaScript per page route of a production build (issue 17: signed-in pages ≤ 170 KB
 * gzipped). For each page: the root main files every page loads plus every chunk its segments' client
 * reference manifest lists (layouts, loading, error and the page), each counted once, gzipped at level 9
 * and Brotli'd at quality 11 the way a server would send them.
 *
 *   node --import tsx scripts/js-budget.ts [--dist .next-test] [--max-kb 170]
 * Exits 1 when a portal page is over --max-kb gzipped.
 */
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const dist = path.resolve(opt('--dist', process.env.NEXT_DIST_DIR ?? '.next'));
const maxKb = Number(opt('--max-kb', '170'));

const buildManifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
const sizes = new Map<string, { gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const bytes = readFileSync(path.join(dist, file));
    known = { gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
    sizes.set(file, known);
  }
  return known;
}

function manifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return manifests(full);
    return name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

type Row = { route: string; gzipKb: number; brotliKb: number; files: number };
const rows: Row[] = [];
const appDir = path.join(dist, 'server', 'app');
for (const file of manifests(appDir)) {
  const holder = globalThis as unknown as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> };
  holder.__RSC_MANIFEST = {};
  // The manifest is a script assigning globalThis.__RSC_MANIFEST[route] = {...}.
  new Function(readFileSync(file, 'utf8'))();
  const [route, manifest] = Object.entries(holder.__RSC_MANIFEST)[0]!;
  const chunks = new Set([...buildManifest.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()]);
  let gzip = 0;
  let brotli = 0;
  for (const chunk of chunks) {
    const s = sizeOf(chunk);
    gzip += s.gzip;
    brotli += s.brotli;
  }
  rows.push({ route: route.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '') || '/', gzipKb: gzip / 1024, brotliKb: brotli / 1024, files: chunks.size });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
console.log('| Route | First-load JS, gzip | Brotli | Files |\n|---|---:|---:|---:|');
for (const r of rows) console.log(`| \`${r.route}\` | ${r.gzipKb.toFixed(1)} KB | ${r.brotliKb.toFixed(1)} KB | ${r.files} |`);
const portal = rows.filter((r) => !['/', '/docs', '/login', '/_not-found', '/_global-error'].includes(r.route) && !r.route.startsWith('/sign') && !r.route.startsWith('/api'));
const over = portal.filter((r) => r.gzipKb > maxKb);
if (over.length) {
  console.error(`Over ${maxKb} KB gzipped: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
