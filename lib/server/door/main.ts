import { createServer, type IncomingMessage } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { apiRoutes } from 'leaseline:api-routes';
import { getDatabase } from '@/db/client';
import { logger } from '@/lib/logger';
import { startServer } from '@/lib/server-start';
import { installShutdown } from '@/lib/server/shutdown';
import { ApiDoor } from './api-door';
import { compress } from './compression';

/**
 * The production server (`npm start`): one Node process, two doors (docs/architecture.md).
 * - /api/v1/* goes to the lean door: the same route handlers of app/api/v1, found in a table built
 *   from that tree, without Next.js's router and route-handler machinery.
 * - Everything else (portal pages, server actions, /api/auth, /api/health, hosted pages, assets) goes
 *   to Next.js (`next({ dev: false })`), as under `next start`.
 * Both share compression, the database handle and the background workers (started once per process,
 * whichever copy of the core asks first), and drain together on SIGTERM.
 *
 * Built by scripts/build-server.ts into `<distDir>/leaseline-server.mjs`, beside the Next.js build it serves.
 */
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST || '0.0.0.0';
(process.env as Record<string, string>).NODE_ENV = 'production';

const apiDoor = new ApiDoor(apiRoutes);
// Real Request and Response objects: Next.js shares the process, so the globals stay as they are.
const apiListener = getRequestListener((request, bindings) => apiDoor.answer(request, bindings.incoming as IncomingMessage), { overrideGlobalObjects: false });

const server = createServer({ keepAliveTimeout: 65_000 }, (request, response) =>
  compress(request, response, () => {
    if (apiDoor.claim(request)) void apiListener(request, response);
    else void nextHandler(request, response);
  }),
);

installShutdown({
  closeServer: () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    }),
  afterDrain: async () => {
    await (await getDatabase().catch(() => undefined))?.close();
  },
});
await startServer();

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const nextHandler = app.getRequestHandler();
await app.prepare();
server.listen(port, hostname, () => {
  logger.info('server listening', { port, hostname, apiRoutes: apiRoutes.length });
  console.log(`Leaseline ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
