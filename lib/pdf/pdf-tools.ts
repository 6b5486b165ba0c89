import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Poppler's pdftotext and pdfinfo (Debian poppler-utils) on PDF bytes: how the tests read a rendered
 * contract back, the way a person's PDF reader would, instead of trusting the renderer's input.
 */
function withFile<T>(pdf: Uint8Array, fn: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'leaseline-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not run (is poppler-utils installed?): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} rejected the PDF (exit ${result.status}): ${result.stderr.trim()}`);
  return result.stdout;
}

/** The text of every page, whitespace collapsed to single spaces (lines joined), so phrases match across line breaks. */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) => run('pdftotext', ['-enc', 'UTF-8', file, '-']))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of one page (1-based), whitespace collapsed. */
export function pdfPageText(pdf: Uint8Array, page: number): string {
  return withFile(pdf, (file) => run('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-']))
    .replace(/\s+/g, ' ')
    .trim();
}

/** pdfinfo's fields (`Pages`, `Title`, `Page size`, …); throws when pdfinfo does not accept the file. */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withFile(pdf, (file) => run('pdfinfo', ['-enc', 'UTF-8', file]));
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
}
