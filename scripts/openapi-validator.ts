import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openApiDocument } from '@/lib/api/openapi/document';

/** One exchange that disagreed with the OpenAPI document, as recorded by the validator's front. */
export type OpenApiViolation = { method: string; path: string; status: number; violations: { location?: string[]; message?: string; severity?: number | string }[] };

type Exchange = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const EXCHANGE_HEADER = 'x-leaseline-exchange';

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function call(options: { port: number; hostname: string; method: string; path: string; headers: IncomingHttpHeaders; body: Buffer }): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: options.hostname, port: options.port, method: options.method, path: options.path, headers: options.headers }, (answer) => {
      readAll(answer).then((body) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body }), reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * Stoplight Prism's validation proxy beside the API, for the e2e `api` project: every call is checked
 * against /api/v1/openapi.json, request and response, and the run's teardown fails on any disagreement
 * (e2e/openapi-conformance.ts reads `log`, JSON lines).
 *
 * The client talks to a small front. For an API call the front asks the server, then shows Prism the same
 * request; Prism's upstream is the front again, which answers with the server's recorded answer, so
 * Prism validates exactly that exchange (its verdict comes back in its `sl-violations` header). The
 * client then gets the server's answer byte for byte: Prism re-encodes bodies (it decodes compression and
 * reads a PDF as text), so its own answer is only read for the verdict. Pages, sign-in and downloads go
 * to the server alone; only the API is described. The front names itself in X-Forwarded-Host, so links in
 * answers point back at it, as behind any proxy.
 *
 * Prism runs with `--errors=false`, so a spec that sends a deliberately invalid request still reaches the
 * server, which must refuse it: a request the document forbids counts against the run only when the
 * server accepted it (2xx); a response that disagrees always counts.
 */
export async function startOpenApiValidator(options: { serverUrl: string; port: number; log: string }): Promise<{ stop: () => void }> {
  const prismPort = options.port + 1;
  const frontUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = path.dirname(options.log);
  const documentFile = path.join(dataDir, 'openapi.json');
  // The document this build serves. Prism matches a request's path against `paths` alone, without the
  // server's base path, so here the base (/api/v1) moves from `servers` into every path.
  const document = openApiDocument();
  const paths = Object.fromEntries(Object.entries(document.paths).map(([route, operations]) => [`/api/v1${route}`, operations]));
  writeFileSync(documentFile, JSON.stringify({ ...document, servers: [{ url: frontUrl }], paths }));
  writeFileSync(options.log, '');
  const prismBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  const prismOutput = createWriteStream(path.join(dataDir, 'prism.log'));
  // Prism's upstream is the front itself (see above).
  const prism = spawn(process.execPath, [prismBin, 'proxy', documentFile, frontUrl, '--errors=false', '--cors=false', '-p', String(prismPort), '-h', '127.0.0.1', '-v', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prism.stdout.pipe(prismOutput);
  prism.stderr.pipe(prismOutput);

  const server = new URL(options.serverUrl);
  const recorded = new Map<string, Exchange>();
  const front = createServer(async (incoming, outgoing) => {
    try {
      const exchangeId = incoming.headers[EXCHANGE_HEADER];
      if (typeof exchangeId === 'string') {
        // Prism asking for the answer it is to validate.
        const answer = recorded.get(exchangeId);
        recorded.delete(exchangeId);
        if (!answer) return void outgoing.writeHead(502).end();
        outgoing.writeHead(answer.status, answer.headers);
        return void outgoing.end(answer.body);
      }
      const method = incoming.method ?? 'GET';
      const url = incoming.url ?? '/';
      const body = await readAll(incoming);
      const headers = { ...incoming.headers, 'x-forwarded-host': `127.0.0.1:${options.port}` };
      const answer = await call({ hostname: server.hostname, port: Number(server.port), method, path: url, headers, body });
      if (/^\/api\/v1(\/|\?|$)/.test(url)) {
        const id = randomUUID();
        recorded.set(id, answer);
        const verdict = await call({ hostname: '127.0.0.1', port: prismPort, method, path: url, headers: { ...headers, [EXCHANGE_HEADER]: id }, body });
        recorded.delete(id);
        const header = verdict.headers['sl-violations'];
        if (header) {
          const violations = JSON.parse(String(header)) as OpenApiViolation['violations'];
          const counted = answer.status >= 200 && answer.status < 300 ? violations : violations.filter((v) => v.location?.[0] === 'response');
          if (counted.length) appendFileSync(options.log, JSON.stringify({ method, path: url, status: answer.status, violations: counted } satisfies OpenApiViolation) + '\n');
        }
      }
      outgoing.writeHead(answer.status, answer.headers);
      outgoing.end(answer.body);
    } catch {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => front.listen(options.port, '127.0.0.1', resolve));
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${prismPort}/`, { method: 'HEAD' }).then(() => true, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    stop: () => {
      prism.kill('SIGTERM');
      front.close();
    },
  };
}
