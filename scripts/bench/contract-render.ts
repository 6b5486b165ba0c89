/**
 * Contract rendering benchmark (issue 5, item 5): how long @react-pdf takes to render a two-page lease
 * agreement, warm, beside a floor (the same text, laid out by plain pdfkit with the same embedded font),
 * and how much memory 200 renders leave behind. No server and no database: the document data is the
 * sample lease (lib/core/contracts/testing.ts) priced by the real engine.
 *
 *   node --import tsx scripts/bench/contract-render.ts [--renders 50] [--warmup 10] [--memory-renders 200] [--json]
 *
 * `npm run bench` can import `benchContractRender` and `formatContractRenderBench`.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ContractDocumentData } from '@/lib/core/contracts/types';

// React picks its development or production build when first loaded: measure what a production server runs.
(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';

export const CONTRACT_RENDER_TARGETS = { p50Ms: 300, p95Ms: 600, memoryGrowthMb: 50 } as const;

export type Timing = { p50: number; p95: number; mean: number; min: number; max: number; cpuP50: number };
export type ContractRenderBench = {
  date: Date;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: { start: number; end: number } };
  renders: number;
  warmup: number;
  document: { pages: number; bytes: number; floorPages: number; floorBytes: number };
  app: Timing;
  floor: Timing;
  memory: {
    renders: number;
    rssStartMb: number;
    rssEndMb: number;
    rssGrowthMb: number;
    heapStartMb: number;
    heapEndMb: number;
    heapGrowthMb: number;
    rssPeakMb: number;
    rssSecondHalfGrowthMb: number;
    heapSecondHalfGrowthMb: number;
  };
  targets: { name: string; value: string; target: string; met: boolean }[];
};

const MB = 1024 * 1024;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: round(percentile(wall, 0.5)),
    p95: round(percentile(wall, 0.95)),
    mean: round(wall.reduce((s, v) => s + v, 0) / wall.length),
    min: round(wall[0]!),
    max: round(wall.at(-1)!),
    cpuP50: round(percentile(cpu, 0.5)),
  };
}

/** A full collection, so heap and RSS figures are what is retained, not garbage not yet collected. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export async function benchContractRender(options: { renders?: number; warmup?: number; memoryRenders?: number } = {}): Promise<ContractRenderBench> {
  const renders = options.renders ?? 50;
  const warmup = options.warmup ?? 10;
  const memoryRenders = options.memoryRenders ?? 200;
  const { sampleContractData } = await import('@/lib/core/contracts/testing');
  const { renderContractPdf } = await import('@/lib/pdf/render-contract');
  const { pdfInfo } = await import('@/lib/pdf/pdf-tools');
  const gc = collector();
  const loadStart = os.loadavg()[0]!;

  const data = sampleContractData({ language: 'en' });
  const variants = [data, sampleContractData({ language: 'es' }), sampleContractData({ language: 'en', state: 'CA', productType: 'hvac', ocpIncluded: true }), sampleContractData({ language: 'es', type: 'payment-schedule' })];
  const floorFonts = fontFiles();

  const sample = await renderContractPdf(data);
  const floorSample = await renderFloor(data, floorFonts);
  // Warm every document the memory run renders too, so one-time growth (font subsets, the layout
  // engine's WASM memory reaching the size of the largest document) is not counted as growth per render.
  for (let i = 0; i < warmup; i += 1) {
    await renderContractPdf(variants[i % variants.length]!);
    await renderContractPdf(data);
    await renderFloor(data, floorFonts);
  }

  gc();
  const app = await time(renders, () => renderContractPdf(data));
  gc();
  const floor = await time(renders, () => renderFloor(data, floorFonts));

  gc();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let halfway = before;
  for (let i = 0; i < memoryRenders; i += 1) {
    await renderContractPdf(variants[i % variants.length]!);
    if (i % 20 === 0) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    if (i === Math.floor(memoryRenders / 2) - 1) {
      gc();
      halfway = process.memoryUsage();
    }
  }
  gc();
  const after = process.memoryUsage();
  rssPeak = Math.max(rssPeak, after.rss);

  const memory = {
    renders: memoryRenders,
    rssStartMb: round(before.rss / MB),
    rssEndMb: round(after.rss / MB),
    rssGrowthMb: round((after.rss - before.rss) / MB),
    heapStartMb: round(before.heapUsed / MB),
    heapEndMb: round(after.heapUsed / MB),
    heapGrowthMb: round((after.heapUsed - before.heapUsed) / MB),
    rssPeakMb: round(rssPeak / MB),
    /** Growth over the second half alone: a leak keeps growing there, warm-up does not. */
    rssSecondHalfGrowthMb: round((after.rss - halfway.rss) / MB),
    heapSecondHalfGrowthMb: round((after.heapUsed - halfway.heapUsed) / MB),
  };
  const t = CONTRACT_RENDER_TARGETS;
  return {
    date: new Date(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: { start: round(loadStart, 2), end: round(os.loadavg()[0]!, 2) } },
    renders,
    warmup,
    document: { pages: Number(pdfInfo(sample.pdf).Pages), bytes: sample.pdf.byteLength, floorPages: Number(pdfInfo(floorSample).Pages), floorBytes: floorSample.byteLength },
    app,
    floor,
    memory,
    targets: [
      { name: 'p50', value: `${app.p50} ms`, target: `< ${t.p50Ms} ms`, met: app.p50 < t.p50Ms },
      { name: 'p95', value: `${app.p95} ms`, target: `< ${t.p95Ms} ms`, met: app.p95 < t.p95Ms },
      {
        name: `memory growth over ${memoryRenders} renders`,
        value: `RSS ${memory.rssGrowthMb} MB, heap ${memory.heapGrowthMb} MB`,
        target: `< ${t.memoryGrowthMb} MB`,
        met: Math.max(memory.rssGrowthMb, memory.heapGrowthMb) < t.memoryGrowthMb,
      },
    ],
  };
}

/** Markdown for docs/benchmarks.md (and the console). */
export function formatContractRenderBench(r: ContractRenderBench): string {
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  return [
    `Contract rendering: a ${r.document.pages}-page lease agreement (${(r.document.bytes / 1024).toFixed(0)} KiB), ${r.renders} warm renders after ${r.warmup}; ` +
      `floor: the same text laid out by plain pdfkit (${r.document.floorPages} pages, ${(r.document.floorBytes / 1024).toFixed(0)} KiB), same font.`,
    `${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, 1-min load average ${r.machine.loadAverage.start} → ${r.machine.loadAverage.end}.`,
    '',
    '| measure | @react-pdf | pdfkit floor | ÷ floor |',
    '|---|---:|---:|---:|',
    `| p50 (ms) | ${r.app.p50} | ${r.floor.p50} | ${ratio(r.app.p50, r.floor.p50)} |`,
    `| p95 (ms) | ${r.app.p95} | ${r.floor.p95} | ${ratio(r.app.p95, r.floor.p95)} |`,
    `| mean / min / max (ms) | ${r.app.mean} / ${r.app.min} / ${r.app.max} | ${r.floor.mean} / ${r.floor.min} / ${r.floor.max} | |`,
    `| CPU time p50 (ms) | ${r.app.cpuP50} | ${r.floor.cpuP50} | ${ratio(r.app.cpuP50, r.floor.cpuP50)} |`,
    '',
    `Memory over ${r.memory.renders} renders (en/es agreements, an HVAC California one, a schedule; after a full GC): ` +
      `RSS ${r.memory.rssStartMb} → ${r.memory.rssEndMb} MB (${signed(r.memory.rssGrowthMb)}; peak ${r.memory.rssPeakMb}), ` +
      `heap ${r.memory.heapStartMb} → ${r.memory.heapEndMb} MB (${signed(r.memory.heapGrowthMb)}); ` +
      `over the last ${r.memory.renders - Math.floor(r.memory.renders / 2)} alone: RSS ${signed(r.memory.rssSecondHalfGrowthMb)} MB, heap ${signed(r.memory.heapSecondHalfGrowthMb)} MB.`,
    '',
    '| target | measured | met |',
    '|---|---|---|',
    ...r.targets.map((t) => `| ${t.name} ${t.target} | ${t.value} | ${t.met ? 'yes' : 'NO'} |`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// The floor: the contract's text, in the same order and font, laid out with pdfkit's own text flow.
// No flexbox, no React: what producing this PDF costs at the least. pdfkit is what @react-pdf renders
// with (same version), so the floor shares the font embedding and compression work.

type PdfKitDocument = {
  registerFont(name: string, src: Buffer): PdfKitDocument;
  font(name: string): PdfKitDocument;
  fontSize(size: number): PdfKitDocument;
  fillColor(color: string): PdfKitDocument;
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): PdfKitDocument;
  text(text: string, options?: Record<string, unknown>): PdfKitDocument;
  moveDown(lines?: number): PdfKitDocument;
  rect(x: number, y: number, w: number, h: number): PdfKitDocument;
  moveTo(x: number, y: number): PdfKitDocument;
  lineTo(x: number, y: number): PdfKitDocument;
  stroke(): PdfKitDocument;
  heightOfString(text: string, options?: Record<string, unknown>): number;
  addPage(): PdfKitDocument;
  bufferedPageRange(): { start: number; count: number };
  switchToPage(n: number): PdfKitDocument;
  on(event: 'data', fn: (chunk: Buffer) => void): PdfKitDocument;
  on(event: 'end', fn: () => void): PdfKitDocument;
  end(): void;
  x: number;
  y: number;
  page: { height: number; width: number; margins: { top: number; bottom: number; left: number; right: number } };
};
type PdfKitConstructor = new (options: Record<string, unknown>) => PdfKitDocument;

type FontFiles = { regular: Buffer; bold: Buffer };
function fontFiles(): FontFiles {
  const dir = path.join(process.cwd(), 'lib', 'pdf', 'fonts');
  return { regular: readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) };
}

let PDFDocument: PdfKitConstructor | undefined;
async function pdfkit(): Promise<PdfKitConstructor> {
  // A variable specifier: pdfkit ships no types, and this file describes the little of it that it uses.
  const specifier = 'pdfkit';
  PDFDocument ??= ((await import(specifier)) as { default: PdfKitConstructor }).default;
  return PDFDocument;
}

export async function renderFloor(data: ContractDocumentData, fonts: FontFiles = fontFiles()): Promise<Buffer> {
  const Doc = await pdfkit();
  const margin = 40;
  const doc = new Doc({
    size: 'LETTER',
    margins: { top: 34, bottom: 44, left: margin, right: margin },
    bufferPages: true,
    info: { Title: data.meta.title, Author: data.meta.author, CreationDate: new Date(data.meta.createdAt) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  doc.registerFont('body', fonts.regular).registerFont('bold', fonts.bold);
  const width = doc.page.width - 2 * margin;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('bold').fontSize(15).text(data.header.title, margin, doc.y);
  doc.font('body').fontSize(8.5).fillColor('#555555').text(data.header.subtitle).fillColor('#111111');
  columns(doc, data.header.facts.map((f) => [f.label.toUpperCase(), f.value]), margin, width);
  if (data.header.notice) {
    doc.moveDown(0.5).font('bold').fontSize(8).text(data.header.notice, margin, doc.y, { width });
  }
  columns(doc, data.parties.blocks.map((b) => [b.label.toUpperCase(), ...b.lines]), margin, width);

  if (data.disclosureBox) {
    ensure(120);
    doc.moveDown(0.5).font('bold').fontSize(8.5).text(data.disclosureBox.heading, margin, doc.y);
    for (const row of [data.disclosureBox.cells.slice(0, 3), data.disclosureBox.cells.slice(3)]) {
      columns(doc, row.map((c) => [c.label, c.value, c.note ?? '']), margin, width);
    }
  }

  for (const section of data.sections) {
    ensure(40);
    doc.moveDown(0.6).font('bold').fontSize(9.5).text(section.heading, margin, doc.y, { width });
    doc.font('body').fontSize(8.2);
    for (const p of section.paragraphs) doc.text(p, margin, doc.y, { width, align: 'justify', lineGap: 1.5 });
    if (section.table) {
      const total = section.table.columns.reduce((s, c) => s + c.width, 0);
      const rows = [section.table.columns.map((c) => c.label), ...section.table.rows, ...(section.table.footer ? [section.table.footer] : [])];
      doc.fontSize(7.5);
      for (const row of rows) {
        ensure(12);
        const y = doc.y;
        let x = margin;
        row.forEach((cell, i) => {
          const column = section.table!.columns[i]!;
          const w = (column.width / total) * width;
          doc.text(cell, x + 2, y, { width: w - 4, align: column.align, lineBreak: false });
          x += w;
        });
        doc.y = y + 11;
      }
      doc.fontSize(8.2);
    }
    for (const p of section.after ?? []) doc.text(p, margin, doc.y, { width, align: 'justify', lineGap: 1.5 });
  }

  if (data.signatures) {
    ensure(130);
    doc.moveDown(0.6).font('bold').fontSize(9.5).text(data.signatures.heading, margin, doc.y);
    doc.font('body').fontSize(8.2).text(data.signatures.intro, margin, doc.y, { width });
    const top = doc.y + 8;
    data.signatures.blocks.forEach((block, i) => {
      const x = margin + i * (width / 2);
      doc.font('bold').text(block.label, x, top);
      doc.moveTo(x, top + 44).lineTo(x + width / 2 - 20, top + 44).stroke();
      doc.font('body').fontSize(6.5).text(block.captions.signature, x, top + 46);
      doc.fontSize(8.2).text(block.name, x, top + 60);
      doc.fontSize(6.5).text(block.captions.printedName, x, top + 72);
      doc.text(block.captions.date, x, top + 92);
      doc.fontSize(8.2);
    });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 30;
    doc.font('body').fontSize(6.8).fillColor('#555555');
    doc.text(data.footer.left, margin, y, { lineBreak: false });
    const label = data.footer.pageTemplate.replace('{page}', String(i + 1)).replace('{total}', String(range.count));
    doc.text(label, margin, y, { width, align: 'right', lineBreak: false });
    doc.fillColor('#111111');
  }
  doc.end();
  return done;
}

/** Side-by-side blocks of lines (label first, bold second line), each column as wide as the page allows. */
function columns(doc: PdfKitDocument, blocks: string[][], left: number, width: number): void {
  const top = doc.y + 6;
  const w = width / blocks.length;
  let lowest = top;
  blocks.forEach((lines, i) => {
    let y = top;
    lines.forEach((line, j) => {
      doc.font(j === 1 ? 'bold' : 'body').fontSize(j === 0 ? 6.5 : 8.2);
      doc.text(line, left + i * w, y, { width: w - 8 });
      y = doc.y;
    });
    lowest = Math.max(lowest, y);
  });
  doc.y = lowest;
}

// Standalone: node --import tsx scripts/bench/contract-render.ts
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { renders: { type: 'string', default: '50' }, warmup: { type: 'string', default: '10' }, 'memory-renders': { type: 'string', default: '200' }, json: { type: 'boolean', default: false } },
  });
  const result = await benchContractRender({ renders: Number(values.renders), warmup: Number(values.warmup), memoryRenders: Number(values['memory-renders']) });
  console.log(values.json ? JSON.stringify(result, null, 2) : formatContractRenderBench(result));
  process.exit(0);
}
