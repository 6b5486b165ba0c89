import { formatContractRenderBench, type ContractRenderBench } from './contract-render';
import { formatWebhookBench, webhookVerdicts, type WebhookBench } from './webhooks';
import type { LoadOptions, Measurement } from './load';
import { describeTarget, isFloorTarget, QUOTES_PER_SECOND_TARGET, type Scenario, type Target } from './scenarios';
import type { DatabaseKind } from './world';

/** One round of a scenario and, just before it on the same server, the scenario its target names. */
export type PairedRound = { reference: Measurement; scenario: Measurement };
/** One round of a scenario on the floor and, just after it, on the app. */
export type FloorRound = { floor: Measurement; app: Measurement };
/**
 * `paired`: the interleaved rounds an "N× of scenario X" target is held to (measure-database.ts);
 * `floorPaired`: the same for an API-door row's targets against its floor.
 * `floor`: absent for a scenario measured on the app only (one without a floor, scenarios.ts).
 */
export type Row = {
  scenario: Scenario;
  app: Measurement;
  floor?: Measurement;
  paired?: PairedRound[];
  /** API-door rows on PostgreSQL: the interleaved floor and app rounds their floor targets are held to. */
  floorPaired?: FloorRound[];
  /** API-door rows: the same build under `next start`. */
  next?: Measurement;
};
export type DatabaseResult = { kind: DatabaseKind; version: string; applications: number; seedSeconds: number; seedCached: boolean; rows: Row[] };
export type Report = {
  date: Date;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  /** 1-minute load averages when the measurements started and ended: other work on the machine skews them. */
  loadAverage: { start: number; end: number };
  load: LoadOptions;
  build: string;
  /** The commit measured, and whether the working tree had uncommitted changes. */
  source: { commit: string; dirty: boolean } | null;
  databases: DatabaseResult[];
  /** quote() calls per second in the bench process (issue 4), or null when left out. */
  quotesPerSecond: number | null;
  /** Contract rendering (issue 5), or null when left out. */
  contractRender: ContractRenderBench | null;
  /** Webhook delivery on PostgreSQL (issue 14), or null when left out or without DATABASE_URL. */
  webhooks?: WebhookBench | null;
  /** Databases not measured this run, with the reason. */
  skipped: { kind: DatabaseKind; reason: string }[];
  totalSeconds: number;
};

export const databaseLabel = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));
const rps = (value: number) => value.toFixed(0);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

type Verdict = { target: Target; scenario: Scenario; value: string; met: boolean | null };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function evaluate(target: Target, row: Row, rows: Row[]): Verdict {
  if (isFloorTarget(target) && row.floorPaired?.length) {
    const ratios = row.floorPaired.map((round) => round.app[target.metric] / round.floor[target.metric]);
    const clean = row.floorPaired.every((round) => round.app.non2xx + round.app.errors === 0);
    const value = median(ratios);
    return { target, scenario: row.scenario, value: `${times(value)} (median of ${ratios.length} alternating rounds: ${ratios.map(times).join(', ')})`, met: clean && (target.min ? value >= target.max : value <= target.max) };
  }
  if (target.unit === 'x-scenario' && row.paired?.length) {
    const ratios = row.paired.map((round) => round.scenario[target.metric] / round.reference[target.metric]);
    const clean = row.paired.every((round) => round.scenario.non2xx + round.scenario.errors + round.reference.non2xx + round.reference.errors === 0);
    const value = median(ratios);
    return { target, scenario: row.scenario, value: `${times(value)} (median of ${ratios.length} alternating rounds: ${ratios.map(times).join(', ')})`, met: clean && value <= target.max };
  }
  if (target.metric === 'requestsPerSecond' || target.metric === 'cpuPerRequest') {
    if (!row.floor) return { target, scenario: row.scenario, value: 'no floor', met: null };
    const ratio = row.app[target.metric] / row.floor[target.metric];
    const clean = row.app.non2xx === 0 && row.app.errors === 0;
    const detail = target.metric === 'requestsPerSecond' ? `${rps(row.app.requestsPerSecond)} of ${rps(row.floor.requestsPerSecond)} req/s` : `${ms(row.app.cpuPerRequest)} of ${ms(row.floor.cpuPerRequest)} ms`;
    return { target, scenario: row.scenario, value: `${times(ratio)} (${detail})`, met: clean && (target.min ? ratio >= target.max : ratio <= target.max) };
  }
  const app = row.app[target.metric];
  const reference = target.unit === 'x-scenario' ? rows.find((r) => r.scenario.id === target.of) : undefined;
  if (target.unit === 'x-scenario' && !reference) return { target, scenario: row.scenario, value: `${target.of} not measured`, met: null };
  if (target.unit === 'x-floor' && !row.floor) return { target, scenario: row.scenario, value: 'no floor', met: null };
  const value = target.unit === 'ms' ? app : app / (reference ? reference.app[target.metric] : row.floor![target.metric]);
  // A row with failed requests cannot meet a target; "within N×" includes N, "under N ms" does not.
  const clean = row.app.non2xx === 0 && row.app.errors === 0;
  const within = target.unit === 'ms' ? value < target.max : value <= target.max;
  return { target, scenario: row.scenario, value: target.unit === 'ms' ? `${ms(value)} ms` : times(value), met: clean && within };
}

export function verdicts(report: Report): Verdict[] {
  const out: Verdict[] = [];
  for (const database of report.databases) {
    for (const row of database.rows) for (const target of row.scenario.targets ?? []) if (target.database === database.kind) out.push(evaluate(target, row, database.rows));
  }
  for (const { kind } of report.skipped) {
    const seen = new Set<string>();
    for (const database of report.databases) {
      for (const row of database.rows) {
        for (const target of row.scenario.targets ?? []) {
          const key = `${row.scenario.id} ${describeTarget(target)}`;
          if (target.database !== kind || seen.has(key)) continue;
          seen.add(key);
          out.push({ target, scenario: row.scenario, value: 'not measured', met: null });
        }
      }
    }
  }
  return out;
}

const header = ['scenario', 'app p50 ms', 'app p99 ms', 'app req/s', 'floor p50 ms', 'floor p99 ms', 'floor req/s', 'p50 ÷ floor', 'p99 ÷ floor', 'app CPU ms/req', 'floor CPU ms/req', 'non-2xx'];

function cells(row: Row): string[] {
  const { floor } = row;
  const floorFailed = floor ? floor.non2xx + floor.errors : 0;
  const non2xx = `${row.app.non2xx + row.app.errors}${floorFailed ? ` (floor ${floorFailed})` : ''}`;
  if (!floor) return [row.scenario.title, ms(row.app.p50), ms(row.app.p99), rps(row.app.requestsPerSecond), '–', '–', '–', '–', '–', ms(row.app.cpuPerRequest), '–', non2xx];
  return [row.scenario.title, ms(row.app.p50), ms(row.app.p99), rps(row.app.requestsPerSecond), ms(floor.p50), ms(floor.p99), rps(floor.requestsPerSecond), times(row.app.p50 / floor.p50), times(row.app.p99 / floor.p99), ms(row.app.cpuPerRequest), ms(floor.cpuPerRequest), non2xx];
}

const doorHeader = ['API door row', 'next start req/s', 'next start p50 ms', 'next start CPU ms/req', 'server req/s', 'server p50 ms', 'server CPU ms/req', 'floor req/s', 'floor p50 ms', 'floor CPU ms/req', 'req/s: next ÷ floor → server ÷ floor', 'CPU/req: next ÷ floor → server ÷ floor'];

/** Before (`next start`) and after (the production server's lean door) for the API-door rows, each against its floor. */
function doorCells(row: Row): string[] {
  const { next, app, floor } = row;
  const dash = '–';
  const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? times(a / b) : dash);
  return [
    row.scenario.title,
    next ? rps(next.requestsPerSecond) : dash,
    next ? ms(next.p50) : dash,
    next ? ms(next.cpuPerRequest) : dash,
    rps(app.requestsPerSecond),
    ms(app.p50),
    ms(app.cpuPerRequest),
    floor ? rps(floor.requestsPerSecond) : dash,
    floor ? ms(floor.p50) : dash,
    floor ? ms(floor.cpuPerRequest) : dash,
    `${ratio(next?.requestsPerSecond, floor?.requestsPerSecond)} → ${ratio(app.requestsPerSecond, floor?.requestsPerSecond)}`,
    `${ratio(next?.cpuPerRequest, floor?.cpuPerRequest)} → ${ratio(app.cpuPerRequest, floor?.cpuPerRequest)}`,
  ];
}

const QUOTES_TITLE = 'pricing: quote() in process';
const CONTRACTS_TITLE = 'contract rendering, warm';
const QUOTES_TARGET_TEXT = `> ${QUOTES_PER_SECOND_TARGET.toLocaleString('en-US')} quotes/s`;
const quotesMet = (value: number) => value > QUOTES_PER_SECOND_TARGET;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} quotes/s`;

/** Connections used for a scenario, when it does not use the run's setting. */
const connectionsNote = (scenario: Scenario, load: LoadOptions) =>
  (scenario.connections && scenario.connections !== load.connections ? ` (${scenario.connections} connection${scenario.connections === 1 ? '' : 's'})` : '') +
  (scenario.rate ? ` (offered ${scenario.rate} requests/s)` : '');

/** How the scenario's requests vary: a new body each, or one body (and headers) repeated. */
const requestNote = (scenario: Scenario) =>
  (scenario.headers ? `, with ${Object.keys(scenario.headers).map((h) => `\`${h}\``).join(', ')}` : '') +
  (scenario.body ? (scenario.headers ? ', the same JSON body and headers on every request' : ', a new JSON body per request') : '');

/** A plain-text table for the terminal. */
export function formatConsole(report: Report): string {
  const lines: string[] = [];
  for (const database of report.databases) {
    lines.push('', `${database.version} — ${database.applications.toLocaleString('en-US')} applications`);
    const doorRows = database.rows.filter((r) => r.next);
    for (const table of [[header, ...database.rows.map(cells)], ...(doorRows.length ? [[doorHeader, ...doorRows.map(doorCells)]] : [])]) {
      const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
      lines.push('');
      for (const [index, r] of table.entries()) {
        lines.push(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
        if (index === 0) lines.push(widths.map((w) => '-'.repeat(w)).join('  '));
      }
    }
  }
  lines.push('', 'Targets:');
  for (const v of verdicts(report)) lines.push(`  ${v.met === null ? '·' : v.met ? '✓' : '✗'} ${v.scenario.title}: ${describeTarget(v.target)} — ${v.value}`);
  if (report.quotesPerSecond !== null) lines.push(`  ${quotesMet(report.quotesPerSecond) ? '✓' : '✗'} ${QUOTES_TITLE}: ${QUOTES_TARGET_TEXT} — ${perSecond(report.quotesPerSecond)}`);
  for (const t of report.contractRender?.targets ?? []) lines.push(`  ${t.met ? '✓' : '✗'} ${CONTRACTS_TITLE}: ${t.name} ${t.target} — ${t.value}`);
  if (report.webhooks) for (const t of webhookVerdicts(report.webhooks)) lines.push(`  ${t.met ? '✓' : '✗'} Webhooks: ${t.name} ${t.target} — ${t.value}`);
  return lines.join('\n');
}

/** docs/benchmarks.md, rewritten on every run. */
export function formatMarkdown(report: Report): string {
  const { machine, load } = report;
  const quotes = report.quotesPerSecond === null ? [] : ['', `Pricing: the pure \`quote()\` function (scripts/bench/quotes.ts: 1,024 varied inputs cycled, every option, frequency, band, rating and a capped state) computed ${perSecond(report.quotesPerSecond)} on one core of the bench process, before the servers started.`];
  const first = report.databases[0];
  const out = [
    '# Benchmarks',
    '',
    '<!-- Written by `npm run bench` (scripts/bench); every run replaces this file. -->',
    '',
    'The figures of the last full run. The partial runs made between full ones, with what changed in the code and why, are kept in docs/benchmarks-history.md.',
    '',
    `Run on ${report.date.toISOString().slice(0, 16).replace('T', ' ')} UTC${report.source ? ` at commit ${report.source.commit}${report.source.dirty ? ' plus uncommitted changes' : ''}` : ''}: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM, Node ${machine.node}, ${machine.platform}.`,
    `Dataset: ${first ? first.applications.toLocaleString('en-US') : '–'} applications from the demo seed (${report.databases.map((d) => `${databaseLabel(d.kind)} seeded in ${d.seedSeconds.toFixed(0)} s${d.seedCached ? ' by an earlier run (--reuse-seed)' : ''}`).join(', ')}), then \`VACUUM ANALYZE\`.`,
    `Machine load (1-minute average) was ${report.loadAverage.start.toFixed(1)} when the measurements began and ${report.loadAverage.end.toFixed(1)} when they ended; anything well above 0 means other work shared the CPUs.`,
    `Load: autocannon, ${load.connections} connections, ${load.seconds} s per scenario after ${load.warmupSeconds} s of warm-up, against the production server (\`npm start\`: lib/server/door/main.ts, API through its lean door) and, for the API-door rows, \`next start\` of the same build (${report.build}). The whole run took ${(report.totalSeconds / 60).toFixed(1)} min.`,
    '',
    'Each scenario is measured twice in the same run: against the production server, and against a **floor** —',
    'a bare `node:http` server that sends the SQL the app sends (recorded from the same core code: the token',
    'look-up and the view\'s queries, with the same parameters) through the same driver, and returns the rows as',
    'JSON, with no framework, ORM mapping, presentation or caching. The ratio to the floor is the cost of',
    'everything above the database. Latencies are in milliseconds over 2xx responses; requests with a non-2xx',
    'answer or a socket error are counted in the last column and make a row invalid. CPU ms/req is the user +',
    'system CPU of the server process and of the database (PGlite runs inside the server; PostgreSQL backends',
    'are counted when the server is local) divided by the requests served: unlike latency, it barely moves',
    'when other work shares the machine.',
    '',
    'The API token is the retailer-wide token of `acme` (about four in seven of the applications).',
    '',
    'Writes send a new body with every request: each `POST /applications` and `POST /score/prequalify` is a new',
    'applicant (own SSN and `reference_id`) at acme Houston, scored approved; each `POST /leases` takes another',
    'approved application from a pool the seed left in state A ($300 of goods on option A). Their floors replay',
    'the recorded statements in one transaction with the request\'s values swapped in (new row ids, the reference,',
    'the application, the lease id the insert returned). The prequalify floor commits like the app; the',
    'applications and leases floors roll',
    'back (their rows reuse the recorded ciphertexts and must not join the pipeline the other scenarios read),',
    'which spares them the commit\'s WAL flush and file writes, so those two floors do less work than the app (how',
    'much was not measured; likely more on PGlite, whose commit writes and syncs files inside the server',
    'process). Read their ratios as an upper bound on the app\'s own overhead.',
    '',
    '`POST /score/payments` prices $1,000 on option A for one application. Its route reads the token, then the',
    'application\'s pricing columns (docs/architecture.md, "The API handler"); its floor sends the same two',
    'prepared statements and answers their rows, without pricing the lease or printing its schedule.',
    '',
    'Card payments (issue 12, docs/payments.md) charge one cent with the sandbox processor to payable acme leases',
    '(S, D, F) that have a card on file and at least $50 of balance and payoff, so no balance runs out and no',
    'lease pays out during the run. `POST /applications/save-and-charge-card` sends `tok_visa` with a new lease',
    'per request (a card kept and charged: two transactions around the processor call); `POST /cards/charge`',
    'sends 100 LeasePayment items, each another lease\'s card on file, one batch at a time (the merchant\'s',
    'scheduler waits for it), and every item must succeed; the idempotent replay sends one save-and-charge',
    'with one `Idempotency-Key` over and over: the first (while priming) charges, every later one is answered',
    'from `idempotency_keys` with `Idempotent-Replayed: true`. These rows have no floor (a charge\'s second',
    'transaction and the processor\'s own records have no honest SQL-only counterpart): save-and-charge is',
    'held to 2× `POST /score/payments` and the replay to 1.3× `GET /test`, in alternating rounds of the same',
    'run (below); the batch to a p50 under 1 s on PostgreSQL.',
    '',
    'With the machine shared, absolute latencies move with the load average; the ratios to the floor (measured',
    'back to back under the same load) and CPU ms/req are the steadier signals.',
    '',
    'A target of the form "within N× of another scenario" (POST /score/payments and the idempotent replay against GET /api/v1/test, save-and-charge against POST /score/payments) is',
    'held to alternating rounds: after the main pass, the app server answers the reference scenario and then',
    'the scenario, nine times over in rounds of 4 s (after 1 s of warm-up), and the target takes the median of',
    'the nine per-round p50 ratios. In the main pass the two are measured minutes apart, under different',
    'machine load and, on PGlite, in a server grown by the write scenarios between them; single rounds of the',
    'pair have moved between 1.01× and 2.17× with the same code, when a burst of the machine\'s other load',
    'fell on one side: short rounds keep such a burst to a few rounds, which the median sets aside.',
    '',
    'Connections. The PGlite target (filtered list p50 under 100 ms) is held at **1 connection**. PGlite is one',
    'Postgres backend compiled to WASM inside the server process: it runs one statement at a time, so under N',
    'closed-loop connections each request queues behind the other N − 1 and p50 ≈ N × the time one request',
    'takes. One connection measures what a user of the embedded, single-process deployment (a store\'s back',
    'office, a demo) waits; the 10-connection rows are kept beside it and show the capacity (req/s) — more',
    'concurrent users than that capacity is what the PostgreSQL deployment is for.',
    '',
    'Decisions (issue 3: p50 under 25 ms and p99 under 80 ms on PostgreSQL, zero errors under 20 concurrent',
    'connections) are measured three ways. **Saturated**: 20 closed-loop connections, each sending its next',
    'decision the moment the last is answered; this shows the capacity and must fail no request, but its p50 is',
    'queueing (≈ 20 × CPU per decision ÷ 2 cores), so no latency target is held there. **Paced**: the same 20',
    'connections offered 20 decisions a second between them, one every 50 ms (an open loop, load.ts): far above a busy',
    'Saturday across 40 stores, below the capacity, so p50 and p99 are the time a decision takes while 20',
    'connections are open. **1 connection**: one decision at a time. The latency targets are held on the paced',
    'and 1-connection rows; every row must show zero non-2xx.',
  ];
  out.push(...quotes);
  if (report.contractRender) out.push('', '## Contract rendering', '', formatContractRenderBench(report.contractRender));
  if (report.webhooks) out.push('', '## Webhook delivery', '', formatWebhookBench(report.webhooks));
  for (const database of report.databases) {
    out.push('', `## ${databaseLabel(database.kind)}`, '', `${database.version}.`, '', `| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const row of database.rows) out.push(`| ${cells(row).join(' | ')} |`);
    const doorRows = database.rows.filter((r) => r.next);
    if (doorRows.length) {
      out.push('', `API door (issue 20), ${databaseLabel(database.kind)}: the same build under \`next start\` (before) and under the production server's lean door (after, \`npm start\`), each against the floor measured in the same run.`, '');
      out.push(`| ${doorHeader.join(' | ')} |`, `|${doorHeader.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
      for (const row of doorRows) out.push(`| ${doorCells(row).join(' | ')} |`);
    }
    out.push('', 'Requests:', '');
    for (const row of database.rows) out.push(`- ${row.scenario.title}: \`${row.scenario.method} ${row.scenario.path}\`${connectionsNote(row.scenario, load)}${requestNote(row.scenario)}${row.floor ? '' : ' (app only: no floor)'}`);
  }
  for (const { kind, reason } of report.skipped) out.push('', `## ${databaseLabel(kind)}`, '', `Not measured: ${reason}.`);
  out.push('', '## Targets', '', '| scenario | target | measured | met |', '| --- | --- | ---: | :---: |');
  for (const v of verdicts(report)) out.push(`| ${v.scenario.title} | ${describeTarget(v.target)} | ${v.value} | ${v.met === null ? '–' : v.met ? 'yes' : '**no**'} |`);
  if (report.quotesPerSecond !== null) out.push(`| ${QUOTES_TITLE} | ${QUOTES_TARGET_TEXT} | ${perSecond(report.quotesPerSecond)} | ${quotesMet(report.quotesPerSecond) ? 'yes' : '**no**'} |`);
  for (const t of report.contractRender?.targets ?? []) out.push(`| ${CONTRACTS_TITLE}: ${t.name} | ${t.target} | ${t.value} | ${t.met ? 'yes' : '**no**'} |`);
  for (const t of report.webhooks ? webhookVerdicts(report.webhooks) : []) out.push(`| Webhooks: ${t.name} | ${t.target} | ${t.value} | ${t.met ? 'yes' : '**no**'} |`);
  out.push(
    '',
    '## Running it',
    '',
    '```sh',
    'npm run bench                                    # PGlite only',
    'DATABASE_URL=postgres://user@host:5432/db npm run bench   # PGlite, then PostgreSQL (in a new database leaseline_bench, dropped after)',
    'npm run bench -- --help                          # options: --skip-build, --applications, --duration, --connections, --scenarios …',
    '```',
    '',
  );
  return out.join('\n');
}
