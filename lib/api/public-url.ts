import { env } from '@/lib/env';

// A bare host name, IPv4, or bracketed IPv6, with an optional port: nothing a header could smuggle a path into.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL the caller used, as the outside world sees it: PUBLIC_BASE_URL when set (behind a proxy),
 * otherwise the request's Host (Next.js builds `request.url` on the address it listens on, not the
 * host the caller named). Page links in responses are built from it.
 */
export function publicUrl(request: Request): URL {
  const url = new URL(request.url);
  const base = env().PUBLIC_BASE_URL;
  if (base) {
    const external = new URL(base);
    url.protocol = external.protocol;
    url.host = external.host;
    return url;
  }
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host && HOST.test(host)) url.host = host;
  return url;
}
