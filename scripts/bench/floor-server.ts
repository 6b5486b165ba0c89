import { createServer } from 'node:http';
import path from 'node:path';
import { openDatabase } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { authenticateApiRequest } from '@/lib/core/tokens/authenticate-api-request';
import { authenticateToken } from '@/lib/core/tokens/authenticate-token';
import { RATE_LIMITS, rateLimitWindow } from '@/lib/core/rate-limits';
import { hashToken } from '@/lib/core/tokens/token-secret';
import { isMarkedPrepared } from '@/db/prepared-statements';
import { rawClient, recordingDatabase, replayRows, type RawClient, type Sending, type Statement } from './record-sql';
import { scenarioPath, scenarios, type FloorCall, type FloorHandler, type FloorKit, type Varying } from './scenarios';
import { readWorld, tokenFor } from './world';

/**
 * The floor: a bare node:http server that answers every scenario with the SQL the app would send
 * (recorded from the real core code at start-up), through the same driver and connection settings,
 * with no framework, no ORM mapping and no caching. Started by the bench with BENCH_RUN_DIR, PORT and
 * DATABASE_URL (empty for PGlite); prints "floor ready" once it listens.
 */
const runDir = process.env.BENCH_RUN_DIR!;
const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL || undefined;
const world = readWorld(runDir);

const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : path.join(runDir, 'pglite') });
const client = (handle.db as unknown as { $client: unknown }).$client;
const raw = await rawClient(handle.kind, client);
const recorder = await recordingDatabase(handle.kind, client);

// The statements every API request starts with (authenticateApiRequest): the token look-up with its
// rate-limit count (an upsert of the token's window row), and the last_used_at write it makes at most once
// a minute. The floor sends both as the app does, with the request's token and the current window.
const LAST_USED_RESOLUTION_MS = 60_000; // as in lib/core/tokens/authenticate-token.ts
const probeToken = tokenFor(world, scenarios[0]!.token);
const probeHash = hashToken(probeToken);
const probeNow = new Date();
await raw.rows('update api_tokens set last_used_at = null where token_hash = $1', [probeHash]);
const probe = await authenticateApiRequest(recorder.db, probeToken, probeNow);
const [lookup, touch] = recorder.take();
if (!lookup || !touch || touch.params.length !== 4 || touch.params[2] !== probe.actor.tokenId) {
  throw new Error('authenticateApiRequest no longer sends a look-up and a 4-parameter last_used_at update; update scripts/bench/floor-server.ts.');
}

/** The look-up's parameters for another token and time: the recorded ones with the hash, its limit key and the windows swapped. */
function lookupParams(tokenHash: string, now: Date): unknown[] {
  const policy = RATE_LIMITS.apiToken;
  const recorded = rateLimitWindow(policy, probeNow);
  const current = rateLimitWindow(policy, now);
  const swaps = new Map<unknown, unknown>([
    [`${policy.name}:${probeHash}`, `${policy.name}:${tokenHash}`],
    [probeHash, tokenHash],
    [recorded.windowStart.toISOString(), current.windowStart.toISOString()],
    [recorded.previousStart.toISOString(), current.previousStart.toISOString()],
  ]);
  return lookup!.params.map((p) => (swaps.has(p) ? swaps.get(p) : p));
}

async function authenticate(header: string | undefined): Promise<FloorCall['actor'] | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const now = new Date();
  const [row] = await raw.rows(lookup!.text, lookupParams(hashToken(match[1]!), now), { prepare: true }); // the core prepares it
  if (!row) return null;
  const [id, retailerId, storeId, lastUsedAt] = row as [number, number, number | null, string | null];
  if (!lastUsedAt || now.getTime() - new Date(lastUsedAt).getTime() > LAST_USED_RESOLUTION_MS) {
    const iso = now.toISOString();
    await raw.rows(touch!.text, [iso, iso, id, new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()]);
  }
  return { kind: 'token', tokenId: id, retailerId, storeId };
}

// Statements the core prepares are prepared here too (postgres.js: once per connection).
const rowsOf = (db: RawClient, s: Statement) => db.rows(s.text, s.params, { prepare: isMarkedPrepared(s.text) });

function replayer(statements: Statement[], sending: Sending, db: RawClient): FloorHandler {
  return async () => ({ status: true, code: 200, data: await replayRows(statements, sending, (s) => rowsOf(db, s)) });
}

/**
 * A write's statements in order, in one transaction, each with the request's values in place of the
 * recorded ones (the number, or its text where the core sent it as text, e.g. audit entity ids).
 */
function writeReplayer(statements: Statement[], end: 'commit' | 'rollback', varying: Varying[], db: RawClient): FloorHandler {
  let requests = 0;
  return async (call) => {
    const n = requests++;
    const data = await db.transaction(end, async (rows) => {
      const results: unknown[][][] = [];
      for (const s of statements) {
        const swaps = new Map<unknown, unknown>();
        for (const v of varying) {
          const fresh = v.fresh({ call, n, results });
          if (fresh === undefined) continue;
          swaps.set(v.recorded, fresh);
          swaps.set(String(v.recorded), String(fresh));
        }
        results.push(await rows(s.text, swaps.size ? s.params.map((p) => (swaps.has(p) ? swaps.get(p) : p)) : s.params));
      }
      return results;
    });
    return { status: true, code: 200, data };
  };
}

const handlers = new Map<string, FloorHandler>();
for (const scenario of scenarios) {
  if (!scenario.floor) continue; // measured on the app only
  const actor = await authenticateToken(recorder.db, tokenFor(world, scenario.token));
  recorder.take();
  const kit: FloorKit = {
    replay: async (run, { sending }) => {
      const ctx: Ctx = { actor, db: recorder.db };
      await run(ctx);
      return replayer(recorder.take(), sending, raw);
    },
    replayWrite: async (run, { end, varying }) => {
      const recorded = await run({ actor, db: recorder.db });
      const statements = recorder.take();
      return writeReplayer(statements, end, varying ? await varying(recorded, raw, statements) : [], raw);
    },
    world,
  };
  handlers.set(`${scenario.method} ${scenarioPath(scenario, world)}`, await scenario.floor(kit));
}

function send(res: import('node:http').ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const handler = handlers.get(`${req.method} ${req.url}`);
      if (!handler) return send(res, 404, { status: false, code: 404, message: 'Not a bench scenario.' });
      const actor = await authenticate(req.headers.authorization);
      if (!actor) return send(res, 401, { status: false, code: 401, message: 'Invalid or revoked API token.' });
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      send(res, 200, await handler({ actor, body }));
    } catch (error) {
      console.error(error);
      send(res, 500, { status: false, code: 500, message: 'Floor error.' });
    }
  });
});

server.listen(port, '127.0.0.1', () => console.log('floor ready'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void handle.close().finally(() => process.exit(0));
  });
}
