import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

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
const middleware = compression({
  threshold: 1024,
  filter: (request, response) => {
    const type = String(response.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/event-stream')) return false;
    return compression.filter(request, response);
  },
});

export function compress(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  middleware(request as never, response as never, next);
}
