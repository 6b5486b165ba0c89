import { env } from '@/lib/env';

// A bare host name, IPv4, or bracketed IPv6, with an optional port: nothing a header could smuggle a path into.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Moves a URL to another host, port included. The `host` setter keeps the old port when the new host
 * names none, so `doors.example.com` on a server listening on 3000 would become `doors.example.com:3000`:
 * an address that exists nowhere outside, and one that differs with the port of whichever process answered.
 */
function moveToHost(url: URL, host: string): void {
  url.host = host;
  url.port = /:(\d{1,5})$/.exec(host)?.[1] ?? '';
}

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
    moveToHost(url, external.host);
    return url;
  }
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host && HOST.test(host)) moveToHost(url, host);
  return url;
}

/** The public origin (`https://portal.example.com`, no trailing slash) links are built on, from a request. */
export function publicBaseUrl(request: Request): string {
  return publicUrl(request).origin;
}

/**
 * The same origin for a server action or a page, which see headers but no request URL: PUBLIC_BASE_URL
 * when set, else the Host (or X-Forwarded-Host) with X-Forwarded-Proto (default http, as `next start`
 * serves). A Host that is not a plain host name is not trusted: the fallback is localhost.
 */
export function publicBaseUrlFromHeaders(headers: Headers): string {
  const base = env().PUBLIC_BASE_URL;
  if (base) return new URL(base).origin;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || '';
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${HOST.test(host) ? host : 'localhost'}`;
}
