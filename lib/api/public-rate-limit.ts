import { RateLimitedError } from '@/lib/core/errors';
import { limitPublicLink } from '@/lib/core/rate-limits';
import { publicDatabase } from './public-database';
import { setRateLimitHeaders } from './rate-limit-headers';

/** The client IP a proxy in front reports (first X-Forwarded-For entry, else X-Real-IP). */
export function clientIpOf(headers: Headers): string | undefined {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim() || undefined;
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
    const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) });
    if (error.limit) setRateLimitHeaders(headers, [error.limit]);
    return new Response('Too many requests from your network. Wait a minute and try again. / Demasiadas solicitudes. Espere un minuto.\n', { status: 429, headers });
  }
}
