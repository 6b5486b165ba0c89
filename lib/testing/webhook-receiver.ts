import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: Record<string, string>; body: string; at: number };
export type Responder = (request: ReceivedWebhook, index: number) => { status: number; body?: string } | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every POST (headers and raw body) and
 * answers with `respond` (200 by default; 'hang' never answers, for timeouts). Listens on a port in the
 * webhooks range (4200–4299) by default, the next free one.
 */
export async function startReceiver(options: { respond?: Responder; portFrom?: number; portTo?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let respond: Responder = options.respond ?? (() => ({ status: 200, body: 'ok' }));
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: ReceivedWebhook = {
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      received.push(entry);
      const answer = respond(entry, received.length - 1);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  server.keepAliveTimeout = 30_000;
  const from = options.portFrom ?? 4200 + Math.floor(Math.random() * 80);
  const to = options.portTo ?? 4299;
  for (let port = from; ; port++) {
    if (port > to) throw new Error('No free port for the webhook receiver.');
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) break;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    setResponder(next: Responder) {
      respond = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
