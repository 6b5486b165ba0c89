import path from 'node:path';
import { processGroupCpuMs } from './cpu';
import { databaseEnv, type BenchDatabase } from './database';
import { headersOf, measure, type LoadOptions, type Measurement } from './load';
import { startChild, waitForOk, type Child } from './processes';
import type { FloorRound, PairedRound, Row } from './report';
import { hasPairedFloorTargets, scenarioPath, type Scenario } from './scenarios';
import { tokenFor } from './world';

/**
 * `sent` counts the requests to each endpoint of this server (scenarios that differ only in their
 * connections share one count), so every body it is sent is a new one.
 */
type Server = { which: 'floor' | 'app' | 'next'; base: string; child: Child; sent: Map<string, number> };
export type MeasureSettings = {
  scenarios: Scenario[];
  load: LoadOptions;
  distDir: string;
  ports: { floor: number; app: number; next: number };
  children: Set<Child>;
  /** When set, the app server runs under `node --cpu-prof` and writes its profile here when stopped. */
  profileDir?: string;
};

/**
 * `app`: the production server (lib/server/door/main.ts, compiled beside the build: what `npm start` runs).
 * `next`: `next start` of the same build, the door it replaced, for the API-door rows' before/after.
 */
function serverCommand(which: 'app' | 'next', port: number, distDir: string, profileDir: string | undefined): [string, string[]] {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (which === 'app') return [process.execPath, [...profile, path.resolve(distDir, 'leaseline-server.mjs')]];
  return [process.execPath, [...profile, path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1']];
}

async function startServer(which: Server['which'], database: BenchDatabase, settings: MeasureSettings): Promise<Server> {
  const port = settings.ports[which];
  const env = { ...databaseEnv(database), PORT: String(port), HOST: '127.0.0.1', NEXT_DIST_DIR: settings.distDir, NODE_ENV: 'production' as const };
  const child =
    which === 'floor'
      ? startChild(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts')], { env })
      : startChild(...serverCommand(which, port, settings.distDir, settings.profileDir), { env });
  settings.children.add(child);
  const server: Server = { which, base: `http://127.0.0.1:${port}`, child, sent: new Map() };
  try {
    // GET /api/v1/test answers 200 for any valid token on both servers, whichever scenarios run.
    await waitForOk(`${server.base}/api/v1/test`, { authorization: `Bearer ${tokenFor(database.world!, settings.scenarios[0]!.token)}` }, child);
    await prime(server, database, settings.scenarios.filter((s) => measuredOn(s, database, which)));
  } catch (error) {
    await stopServer(server, settings);
    throw error;
  }
  return server;
}

/**
 * Whether `scenario` is measured on this database and server: a scenario without a floor is measured on
 * the app only, and only the API-door rows on `next start`.
 */
const measuredOn = (scenario: Scenario, database: BenchDatabase, which: Server['which']) =>
  (!scenario.databases || scenario.databases.includes(database.kind)) && (which === 'app' || (which === 'floor' ? !!scenario.floor : !!scenario.door));

/**
 * A few requests of every scenario, one at a time, before any measurement: loads each route's code and
 * lets the JIT see it, and stops the run early when a scenario does not answer 200.
 */
async function prime(server: Server, database: BenchDatabase, scenarios: Scenario[]): Promise<void> {
  for (const scenario of scenarios) {
    const makeBody = bodyMaker(server, scenario, database);
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${server.base}${scenarioPath(scenario, database.world!)}`, {
        method: scenario.method,
        headers: headersOf({ token: tokenFor(database.world!, scenario.token), body: makeBody, headers: scenario.headers }),
        body: makeBody ? JSON.stringify(makeBody()) : undefined,
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${server.which}: ${scenario.method} ${scenario.path} answered ${response.status}: ${body.slice(0, 500)}`);
      const problem = server.which !== 'floor' ? scenario.check?.({ i, headers: response.headers, json: JSON.parse(body) as unknown }) : null;
      if (problem) throw new Error(`${server.which}: ${scenario.title}: ${problem}: ${body.slice(0, 500)}`);
    }
  }
}

/** The scenario's next body for this server, numbered across priming, warm-up and measurement. */
function bodyMaker(server: Server, scenario: Scenario, database: BenchDatabase): (() => unknown) | undefined {
  const make = scenario.body;
  if (!make) return undefined;
  return () => {
    const key = `${scenario.method} ${scenario.path}`;
    const n = server.sent.get(key) ?? 0;
    server.sent.set(key, n + 1);
    // `next start` is another run of the app: it takes the app's bodies, numbered after the app's own.
    return make({ world: database.world!, server: server.which === 'floor' ? 'floor' : 'app', n: server.which === 'next' ? 1_000_000 + n : n });
  };
}

async function stopServer(server: Server, settings: MeasureSettings): Promise<void> {
  await server.child.stop();
  settings.children.delete(server.child);
}

async function measureOne(server: Server, scenario: Scenario, database: BenchDatabase, load: LoadOptions, label = ''): Promise<Measurement> {
  const request = { url: `${server.base}${scenarioPath(scenario, database.world!)}`, method: scenario.method, token: tokenFor(database.world!, scenario.token), body: bodyMaker(server, scenario, database), headers: scenario.headers };
  const m = await measure(request, { ...load, seconds: Math.max(load.seconds, scenario.minSeconds ?? 0), connections: scenario.connections ?? load.connections, rate: scenario.rate }, async () => processGroupCpuMs(server.child.process.pid!) + (await database.databaseCpuMs()));
  const failures = m.non2xx + m.errors ? `  ${m.non2xx} non-2xx, ${m.errors} errors` : '';
  console.log(`  ${server.which.padEnd(5)} ${(scenario.title + label).padEnd(48)} p50 ${m.p50.toFixed(2).padStart(8)} ms  p99 ${m.p99.toFixed(2).padStart(8)} ms  ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${m.cpuPerRequest.toFixed(2).padStart(6)} ms CPU/req${failures}`);
  return m;
}

/**
 * Rounds of a scenario and the scenario its target compares it with, measured alternately on the app:
 * many short rounds rather than a few long ones, so that a burst of the machine's other load spoils a
 * few rounds, which the median then discards, instead of one side of a long round.
 */
const PAIRED_ROUNDS = 9;
const PAIRED_LOAD = { seconds: 4, warmupSeconds: 1 };

/** PAIRED_ROUNDS short rounds of `first` then `second`, back to back: each round's two measurements. */
async function alternate(kind: string, first: [Server, Scenario], second: [Server, Scenario], database: BenchDatabase, load: LoadOptions): Promise<[Measurement, Measurement][]> {
  const short = { ...load, ...PAIRED_LOAD };
  const rounds: [Measurement, Measurement][] = [];
  for (let round = 1; round <= PAIRED_ROUNDS; round++) {
    const label = `, ${kind} round ${round}`;
    const a = await measureOne(...first, database, short, label);
    rounds.push([a, await measureOne(...second, database, short, label)]);
  }
  return rounds;
}

/**
 * For every "within N× of scenario X" target on this database: PAIRED_ROUNDS rounds of X then the
 * scenario, back to back on the app server, after the main pass. Measured once each, minutes apart, the
 * two sides of such a ratio see different machine load and a different server (PGlite's grows with the
 * write scenarios between them); alternating puts both under the same conditions, and the median of the
 * per-round ratios is what the target is held to.
 */
async function measurePairs(app: Server, scenarios: Scenario[], database: BenchDatabase, load: LoadOptions): Promise<Map<string, PairedRound[]>> {
  const pairs = new Map<string, PairedRound[]>();
  for (const scenario of scenarios) {
    const target = scenario.targets?.find((t) => t.unit === 'x-scenario' && t.database === database.kind);
    const reference = target && scenarios.find((s) => s.id === target.of);
    if (!reference) continue;
    const rounds = await alternate('paired', [app, reference], [app, scenario], database, load);
    pairs.set(scenario.id, rounds.map(([referenceRun, scenarioRun]) => ({ reference: referenceRun, scenario: scenarioRun })));
  }
  return pairs;
}

/**
 * For every API-door row, and every row marked `pairedFloor`, with a floor target on PostgreSQL:
 * PAIRED_ROUNDS rounds of the floor then the app, back to back, after the main pass. Those targets are
 * tight (p50 within 1.15× of the floor, the pipeline's CPU within 1.2×) and a single pair of rounds
 * minutes apart moved by ±0.1× to ±0.3× between runs of the same build on this machine; the median of the per-round ratios is what the targets are held to, as issue 20 measured them
 * ("interleaved rounds"). PostgreSQL only: PGlite cannot have both servers up at once.
 */
async function measureFloorPairs(floor: Server, app: Server, scenarios: Scenario[], database: BenchDatabase, load: LoadOptions): Promise<Map<string, FloorRound[]>> {
  const pairs = new Map<string, FloorRound[]>();
  for (const scenario of scenarios) {
    if (!hasPairedFloorTargets(scenario, database.kind)) continue;
    const rounds = await alternate('floor', [floor, scenario], [app, scenario], database, load);
    pairs.set(scenario.id, rounds.map(([floorRun, appRun]) => ({ floor: floorRun, app: appRun })));
  }
  return pairs;
}

/**
 * Every scenario against the floor and the app on one database. PGlite lets one process own its data
 * directory, so there the floor runs first and the app after it, never together. PostgreSQL takes
 * both servers at once, so each scenario's floor and app measurements run back to back, and drift in
 * the machine's other load touches both sides of a ratio alike.
 */
export async function measureDatabase(database: BenchDatabase, settings: MeasureSettings): Promise<Row[]> {
  const { load } = settings;
  const scenarios = settings.scenarios.filter((s) => !s.databases || s.databases.includes(database.kind));
  const results = new Map<string, Partial<Pick<Row, 'floor' | 'app' | 'next'>>>(scenarios.map((s) => [s.id, {}]));
  let pairs = new Map<string, PairedRound[]>();
  let floorPairs = new Map<string, FloorRound[]>();
  const servers: Server[] = [];
  try {
    const withFloor = scenarios.some((s) => s.floor);
    const withNext = scenarios.some((s) => s.door);
    if (database.kind === 'pglite') {
      for (const which of [...(withFloor ? (['floor'] as const) : []), 'app' as const, ...(withNext ? (['next'] as const) : [])]) {
        const server = await startServer(which, database, settings);
        servers.push(server);
        for (const scenario of scenarios) if (measuredOn(scenario, database, which)) results.get(scenario.id)![which] = await measureOne(server, scenario, database, load);
        if (which === 'app') pairs = await measurePairs(server, scenarios, database, load);
        await stopServer(servers.pop()!, settings);
      }
    } else {
      if (withFloor) servers.push(await startServer('floor', database, settings));
      servers.push(await startServer('app', database, settings));
      if (withNext) servers.push(await startServer('next', database, settings));
      for (const scenario of scenarios) for (const server of servers) if (measuredOn(scenario, database, server.which)) results.get(scenario.id)![server.which] = await measureOne(server, scenario, database, load);
      const app = servers.find((s) => s.which === 'app')!;
      pairs = await measurePairs(app, scenarios, database, load);
      const floor = servers.find((s) => s.which === 'floor');
      if (floor) floorPairs = await measureFloorPairs(floor, app, scenarios, database, load);
    }
  } finally {
    for (const server of servers) await stopServer(server, settings);
  }
  return scenarios.map((scenario) => ({ scenario, floor: results.get(scenario.id)!.floor, app: results.get(scenario.id)!.app!, next: results.get(scenario.id)!.next, paired: pairs.get(scenario.id), floorPaired: floorPairs.get(scenario.id) }));
}
