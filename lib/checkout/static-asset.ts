import { createHash } from 'node:crypto';

type Asset = { body: string; contentType: string; etag: string; version: string };

/** A text asset with its strong ETag; `version` is what a versioned URL carries (`?v=…`). */
export function staticAsset(body: string, contentType: string): Asset {
  const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { body, contentType, etag: `"${version}"`, version };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=300, must-revalidate';

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serves the asset: a URL carrying this build's `?v=` is cached for a year (immutable); the plain URL for
 * five minutes, then revalidated with the ETag (304 on a matching If-None-Match).
 */
export function serveStaticAsset(request: Request, asset: Asset): Response {
  const v = new URL(request.url).searchParams.get('v');
  const headers = new Headers({
    'Content-Type': asset.contentType,
    ETag: asset.etag,
    'Cache-Control': v === asset.version ? IMMUTABLE : REVALIDATE,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  });
  if (matches(request.headers.get('if-none-match'), asset.etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : asset.body, { status: 200, headers });
}
