import { rmSync } from 'node:fs';
import { freshPostgresDatabase, prepareOwnDatabase, scratchDir, startOwnServer, type OwnDatabase } from '../../../e2e/fixtures/own-server';

export type LeaselineServer = {
  baseURL: string;
  /** Tokens the seed issued: the store's (what the plugin is configured with) and its retailer's. */
  storeToken: string;
  retailerToken: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A real Leaseline server for the plugin's tests: its own database (PGlite in a scratch directory, or a
 * fresh PostgreSQL database when DATABASE_URL is set), migrated and seeded with a small demo world, then
 * the production test build served the way the Playwright suite's server is (e2e/fixtures/own-server.ts,
 * the one place that knows how to start it). SMTP_URL must be set first: codes go to a real mailbox.
 */
export async function startLeaselineServer(port: number, store = 'acme/houston'): Promise<LeaselineServer> {
  const dataDir = scratchDir('vendure-leaseline');
  const serverUrl = process.env.DATABASE_URL;
  const pg = serverUrl ? await freshPostgresDatabase(serverUrl, `vendure_leaseline_${process.pid}`) : null;
  const database: OwnDatabase = pg ? { kind: 'postgres', url: pg.url } : { kind: 'pglite', dataDir };
  const world = await prepareOwnDatabase(database, 12);
  const tokenOf = (label: string) => {
    const token = world.tokens.find((t) => t.label === label || t.label.startsWith(label));
    if (!token) throw new Error(`No seeded token "${label}"`);
    return token.token;
  };
  const server = await startOwnServer(port, database, dataDir);
  return {
    baseURL: server.baseURL,
    storeToken: tokenOf(`store ${store} `),
    retailerToken: tokenOf(`retailer ${store.split('/')[0]}`),
    output: server.output,
    stop: async () => {
      await server.stop();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
