import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { responseParts, withHeaders, type HeaderRecord } from '@/lib/http/plain-response';

/**
 * Compression for both doors, in one place: Brotli or gzip by Accept-Encoding (Brotli preferred, at
 * quality 4, which costs about what gzip does on the fly), for text answers above 1 KiB: API JSON, the
 * portal's pages and RSC payloads, and its JS and CSS. next.config.ts turns Next.js's own gzip off so
 * nothing is compressed twice.
 *
 * Not compressed: what is already compressed (PDFs, images, a response with Content-Encoding), HEAD,
 * `Cache-Control: no-transform`, and event streams, whose messages must reach the browser as they are
 * written. Pages were gzipped by `next start` before, so Brotli does not change what a compression
 * side channel (BREACH) could learn from them.
 */
const THRESHOLD_BYTES = 1024;

const middleware = compression({
  threshold: THRESHOLD_BYTES,
  filter: (request, response) => {
    const type = String(response.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/event-stream')) return false;
    return compression.filter(request, response);
  },
});

export function compress(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  middleware(request as never, response as never, next);
}

const noop = () => {};

// `headers` with the middleware's Vary, per record (the door passes one of two constant records).
const withVary = new WeakMap<Readonly<HeaderRecord>, HeaderRecord>();
function varied(headers: Readonly<HeaderRecord>): HeaderRecord {
  let record = withVary.get(headers);
  if (!record) withVary.set(headers, (record = { ...headers, vary: 'Accept-Encoding' }));
  return record;
}

/**
 * The API door's side of the same rules, applied once the answer is known, with the door's own `headers`
 * added. A JSON answer of ours that the middleware would pass on uncompressed only gains its
 * `Vary: Accept-Encoding` (JSON passes its filter; then a body below the threshold, a HEAD request, or a
 * request without Accept-Encoding, which it answers as identity, stops it), so it gets that header and
 * skips the middleware, which wraps every response's writeHead, write and end to decide it. Every other
 * answer goes through the middleware.
 */
export function prepareCompression(response: Response, headers: Readonly<HeaderRecord>, request: IncomingMessage, outgoing: ServerResponse): Response {
  const parts = responseParts(response);
  if (parts && isJsonLeftUncompressed(parts, request)) return withHeaders(response, varied(headers));
  compress(request, outgoing, noop);
  return withHeaders(response, headers);
}

function isJsonLeftUncompressed(parts: NonNullable<ReturnType<typeof responseParts>>, request: IncomingMessage): boolean {
  const { body, headers } = parts;
  if (headers['content-type'] !== 'application/json' || headers.vary || headers['cache-control']?.includes('no-transform')) return false;
  if (request.method === 'HEAD' || !request.headers['accept-encoding']) return true;
  // A string of fewer UTF-16 units than the threshold may still take more bytes.
  return body.length < THRESHOLD_BYTES && Buffer.byteLength(body) < THRESHOLD_BYTES;
}
