import { env } from '@/lib/env';

/**
 * The URL the caller used, as the outside world sees it: PUBLIC_BASE_URL when set (behind a proxy),
 * otherwise the request's own origin. Page links in responses are built from it.
 */
export function publicUrl(request: Request): URL {
  const url = new URL(request.url);
  const base = env().PUBLIC_BASE_URL;
  if (!base) return url;
  const external = new URL(base);
  url.protocol = external.protocol;
  url.host = external.host;
  return url;
}
