import path from 'node:path';
import { FIRST_LOAD_BUDGET_KB, formatFirstLoadJs, measureFirstLoadJs, overBudget } from './bench/first-load-js';

/**
 * First-load JavaScript per page route of a production build (issue 17: signed-in pages ≤ 170 KB
 * gzipped), as a table; `npm test` runs it after its build and `npm run bench` puts the table in
 * docs/benchmarks.md.
 *
 *   node --import tsx scripts/js-budget.ts [--dist .next-test] [--max-kb 170]
 * Exits 1 when a signed-in page is over --max-kb gzipped.
 */
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const dist = path.resolve(opt('--dist', process.env.NEXT_DIST_DIR ?? '.next'));
const maxKb = Number(opt('--max-kb', String(FIRST_LOAD_BUDGET_KB)));

const rows = measureFirstLoadJs(dist);
console.log(formatFirstLoadJs(rows, maxKb));
const over = overBudget(rows, maxKb);
if (over.length) {
  console.error(`Over ${maxKb} KB gzipped: ${over.map((r) => `${r.route} (${r.gzipKb.toFixed(1)} KB)`).join(', ')}`);
  process.exit(1);
}
console.log(`Every signed-in page is within ${maxKb} KB gzipped.`);
