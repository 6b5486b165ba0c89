import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../fixtures/world';
import { leaseBody } from './lease-support';
import {
  freshPostgresDatabase,
  openOwnDatabase,
  postgresBinaries,
  prepareOwnDatabase,
  scratchDir,
  startOwnServer,
  ThrowawayPostgres,
  type OwnDatabase,
  type OwnServer,
} from '../fixtures/own-server';

/**
 * The server's life outside the happy path, each on a server of its own (e2e/fixtures/own-server.ts):
 * SIGTERM drains requests in flight; kill -9 loses nothing acknowledged; a PostgreSQL outage is a 503 in
 * the envelope (a calm page in the portal) and heals by itself. Ports from E2E_PORT + 10 … + 14.
 */

const base = Number(process.env.E2E_PORT ?? 3300);
const year = new Date().getUTCFullYear();
let serial = Math.floor(Math.random() * 8000) + 1000;

function applicationBody(storeId: number) {
  serial += 1;
  return {
    store_id: String(storeId),
    applicant: {
      first_name: 'Crash',
      last_name: 'Test',
      social_security_number: `7${String(10 + Math.floor(Math.random() * 89))}-${String(10 + Math.floor(Math.random() * 89))}-${serial}`,
      date_of_birth: `${year - 41}-01-15`,
      email: 'crash.test@example.com',
      cell: '(512) 555-0123',
      location: { line_1: '100 Main St', city: 'Houston', state: 'TX', code: '77002' },
      primaryIncome: { source: 'employment', employer: 'Initech', gross: 1200, frequency: 'weekly', pay_date: `${year}-01-02` },
    },
    banking: { routing_number: '111000025', checking_account: '000123456789', bank_name: 'Chase', opened_at: '2019-03-01', online: true },
  };
}

/** The suite's database kind: a fresh database on the suite's PostgreSQL, or a PGlite directory. */
async function ownDatabase(name: string, dir: string): Promise<{ database: OwnDatabase; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) return { database: { kind: 'pglite', dataDir: dir }, drop: async () => {} };
  const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, `${name}_${process.pid}`);
  return { database: { kind: 'postgres', url: fresh.url }, drop: fresh.drop };
}

const storeToken = (world: Awaited<ReturnType<typeof prepareOwnDatabase>>) => world.tokens.find((t) => t.storeId !== null && t.label.includes('acme/houston'))!;

/** Runs `total` calls `concurrency` at a time until one fails; gives what each acknowledged and the first failure. */
async function hammer<T>(total: number, concurrency: number, call: (i: number) => Promise<T>): Promise<{ acknowledged: T[]; failure: unknown }> {
  const acknowledged: T[] = [];
  let next = 0;
  let failure: unknown;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (failure === undefined && next < total) {
        const i = next++;
        await call(i).then(
          (result) => acknowledged.push(result),
          (error: unknown) => (failure ??= error),
        );
      }
    }),
  );
  return { acknowledged, failure };
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('SIGTERM: requests in flight finish with their answers, then the process exits', async () => {
  const dir = scratchDir('sigterm');
  const { database, drop } = await ownDatabase('leaseline_sigterm', dir);
  let server: OwnServer | undefined;
  try {
    const world = await prepareOwnDatabase(database);
    const token = storeToken(world);
    server = await startOwnServer(base + 10, database, dir);
    const { baseURL } = server;
    const post = () =>
      fetch(`${baseURL}/api/v1/applications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(applicationBody(token.storeId!)),
      });
    // Warm the route and eight keep-alive connections, then send eight at once on them and SIGTERM once
    // the server has surely read them (PGlite runs them one at a time, so most are still being served).
    expect((await post()).status).toBe(200);
    await Promise.all(Array.from({ length: 8 }, () => fetch(`${baseURL}/api/health/live`).then((r) => r.arrayBuffer())));
    const inFlight = Array.from({ length: 8 }, () => post().then((r) => r.status, (e: Error) => `failed: ${e.message}`));
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.process.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200));
    expect(await server.exited).not.toBeNull();
    await expect(fetch(`${server.baseURL}/api/health/live`)).rejects.toThrow();
    // Every acknowledged application is there.
    const handle = await openOwnDatabase(database);
    const rows = (await handle.db.execute(sql`select count(*)::int as n from applicants where first_name = 'Crash'`)) as unknown;
    await handle.close();
    const n = Array.isArray(rows) ? (rows as { n: number }[])[0]!.n : (rows as { rows: { n: number }[] }).rows[0]!.n;
    expect(n).toBe(9);
  } finally {
    await server?.stop();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const what of ['applications', 'leases'] as const) {
  test(`kill -9 in the middle of POST /${what}: every acknowledged one is there after the crash`, async () => {
    const dir = scratchDir(`crash-${what}`);
    const { database, drop } = await ownDatabase(`leaseline_crash_${what}`, dir);
    let server: OwnServer | undefined;
    try {
      const world = await prepareOwnDatabase(database, what === 'leases' ? 300 : 40);
      const token = what === 'leases' ? world.tokens.find((t) => t.label === 'retailer acme')! : storeToken(world);
      server = await startOwnServer(base + (what === 'applications' ? 11 : 12), database, dir);
      const { baseURL, process: serverProcess, exited } = server;
      const headers = { Authorization: `Bearer ${token.token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
      const api = (method: string, path: string, body?: unknown) => fetch(`${baseURL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

      let bodies: unknown[];
      if (what === 'applications') {
        bodies = Array.from({ length: 200 }, () => applicationBody(token.storeId!));
      } else {
        // Approved, open applications across the retailer's stores (seeded in state A).
        const groups = (await (await api('GET', '/applications/groups?purchase_group=approved&per_page=100&sort_by=id&sort_order=asc')).json()) as { data: { data: { id: number; days_to_expire: number }[] } };
        const open = groups.data.data.filter((a) => a.days_to_expire >= 2).slice(0, 24);
        const approved = await Promise.all(open.map(async ({ id }) => ({ id, offerA: ((await (await api('GET', `/applications/${id}/offers`)).json()) as { data: Record<string, string> }).data.A! })));
        expect(approved.length).toBeGreaterThanOrEqual(12);
        bodies = approved.map(({ id, offerA }) => leaseBody({ id, offers: { A: Math.round(Number(offerA.replace(/[$,]/g, '')) * 100) } }));
      }
      const killAfter = Math.floor(bodies.length / 3);
      let answered = 0;
      const { acknowledged, failure } = await hammer(bodies.length, 4, async (i) => {
        const sent = Date.now();
        const response = await api('POST', `/${what}`, bodies[i]);
        if (process.env.LIFECYCLE_DEBUG) console.log(what, i, response.status, Date.now() - sent, 'ms', response.status === 200 ? '' : await response.clone().text());
        const body = (await response.json()) as { data: Record<string, unknown> };
        if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
        if (++answered === killAfter) serverProcess.kill('SIGKILL');
        return what === 'applications' ? Number(body.data.application_id) : String(body.data.loan_number ?? body.data.loanNumber ?? body.data.id);
      });
      // The calls stop at the first that fails: one cut off by the crash, or (a bug) an error answer.
      expect(String(failure)).not.toMatch(/^Error: \d{3} /);
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
      await exited;
      expect(acknowledged.length).toBeLessThan(bodies.length);

      const handle = await openOwnDatabase(database);
      try {
        const column = what === 'applications' ? 'id::text' : 'loan_number';
        const result = (await handle.db.execute(sql.raw(`select ${column} as ref from ${what}`))) as unknown;
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { ref: string }[];
        const stored = new Set(rows.map((r) => String(r.ref)));
        const lost = acknowledged.map(String).filter((ref) => !stored.has(ref));
        expect(lost, `${acknowledged.length} acknowledged`).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      await server?.stop();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a PostgreSQL outage: every API route answers 503 in the envelope, the portal a calm page, and both recover by themselves', async ({ playwright }) => {
  const bin = postgresBinaries();
  test.skip(!bin, 'No PostgreSQL server binaries (initdb, pg_ctl) on this machine.');
  const cluster = new ThrowawayPostgres(bin!, base + 30);
  const dir = scratchDir('outage');
  let server: OwnServer | undefined;
  try {
    cluster.init();
    cluster.start();
    const fresh = await freshPostgresDatabase(cluster.url, 'leaseline_outage');
    const database: OwnDatabase = { kind: 'postgres', url: fresh.url };
    const world = await prepareOwnDatabase(database);
    const token = storeToken(world);
    server = await startOwnServer(base + 13, database, dir);
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const auth = { Authorization: `Bearer ${token.token}`, Accept: 'application/json' };

    // Signed in before the outage.
    const manager = world.users.find((u) => u.role === 'manager')!;
    const csrf = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    expect((await request.post('/api/auth/callback/credentials', { form: { email: manager.email, password: DEMO_PASSWORD, csrfToken: csrf.csrfToken }, maxRedirects: 0 })).status()).toBe(302);
    expect((await request.get('/applications')).status()).toBe(200);
    const spec = (await (await request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    // Every route but the OpenAPI document itself, which is built without the database.
    const routes = Object.entries(spec.paths).filter(([path]) => path !== '/openapi.json').flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(routes.length).toBeGreaterThan(10);

    cluster.stop();
    for (const { method, path } of routes) {
      const response = await request.fetch(`/api/v1${path}`, { method, headers: auth, data: method === 'GET' ? undefined : {} });
      expect(response.status(), `${method} ${path}`).toBe(503);
      expect(response.headers()['retry-after'], `${method} ${path}`).toBe('5');
      expect(await response.json()).toEqual({ status: false, code: 503, message: 'The service is temporarily unavailable. Try again shortly.' });
    }
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toContain('database unavailable');
    expect((await request.get('/api/health/live')).status()).toBe(200);
    const portal = await request.get('/applications');
    expect(await portal.text()).toContain('Leaseline is temporarily unavailable');

    cluster.start();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000) {
      status = (await request.get('/api/v1/test', { headers: auth })).status();
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status, 'the API answers again within 5 s of PostgreSQL coming back').toBe(200);
    expect((await request.get('/api/health/ready')).status()).toBe(200);
    expect(await (await request.get('/applications')).text()).not.toContain('temporarily unavailable');
    await request.dispose();
  } finally {
    await server?.stop();
    cluster.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
