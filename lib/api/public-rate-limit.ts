import { RateLimitedError } from '@/lib/core/errors';
import { limitPublicLink } from '@/lib/core/rate-limits';
import { publicDatabase } from './public-database';
import { rateLimitHeaders } from './rate-limit-headers';
import { clientIp } from '@/lib/http/client-ip';

/** The client IP (lib/http/client-ip.ts: the one rule every door uses). */
export function clientIpOf(headers: Headers): string | undefined {
  return clientIp(headers);
}

/**
 * The per-IP limit of public link routes (signing contract, signed contract links): null when the
 * request may go on, else a plain-text 429 with Retry-After and the RateLimit headers.
 */
export async function publicLinkRefusal(request: Request): Promise<Response | null> {
  try {
    await limitPublicLink(await publicDatabase(), clientIpOf(request.headers));
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const headers = {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))),
      ...rateLimitHeaders(error.limit ? [error.limit] : []),
    };
    return new Response('Too many requests from your network. Wait a minute and try again. / Demasiadas solicitudes. Espere un minuto.\n', { status: 429, headers });
  }
}
