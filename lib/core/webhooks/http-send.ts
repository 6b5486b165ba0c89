import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTargetUrl, resolvePublicAddress, UnsafeTargetError } from './target-guard';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_BYTES = 1024;

export type SendResult = {
  /** Null when no answer came (refused target, network error, timeout). */
  status: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
};

/** Keep-alive agents: a receiver that answers quickly is not paid a TCP (and TLS) handshake per event. */
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 128 }), https: new https.Agent({ keepAlive: true, maxSockets: 128 }) };

/**
 * One POST of a signed webhook. The target passes the SSRF guard on the address it resolves to *now*,
 * and the socket connects to exactly that address (the lookup is pinned), so a second DNS answer cannot
 * slip a private address in. No redirect is followed (a 3xx is an answer like any other non-2xx); the
 * whole attempt is cut at `timeoutMs`; 1 KiB of the answer is kept.
 */
export async function sendWebhook(options: { url: string; headers: Record<string, string>; body: string; timeoutMs?: number }): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let pinned: { address: string; family: 4 | 6 };
  try {
    url = checkTargetUrl(options.url);
    pinned = await resolvePublicAddress(url);
  } catch (error) {
    const message = error instanceof UnsafeTargetError ? `Refused: ${error.message}` : 'The target could not be resolved.';
    return { status: null, durationMs: elapsed(), excerpt: null, error: message };
  }
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if (opts.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        lookup,
        headers: { 'content-type': 'application/json', 'user-agent': 'Leaseline-Webhooks/1', 'content-length': Buffer.byteLength(options.body), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
          finish({ status: response.statusCode ?? null, excerpt: excerpt || null, error: null });
        };
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Enough read: stop downloading a large answer (the socket is not reused then).
          if (size > 64 * 1024) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, excerpt: null, error: `Timed out after ${timeoutMs} ms.` });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ status: null, excerpt: null, error: `Connection failed (${error.code ?? error.message}).` }));
    request.end(options.body);
  });
}
