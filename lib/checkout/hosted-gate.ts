import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/db/client';
import { resolveCheckoutStore, type CheckoutStore } from '@/lib/core/checkout/internal';
import { openCheckout } from '@/lib/core/checkout/open-checkout';
import { NotFoundError, RateLimitedError } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { checkoutClientIp, hostedCheckoutCsp, hostedCheckoutSlugs } from './frame-policy';
import { problemPage } from './problem-page';

/** The request header that carries the checkout opened here to the page; never trusted from a client. */
export const CHECKOUT_ID_HEADER = 'x-leaseline-checkout-id';

function html(body: string, status: number, csp: string, extra: Record<string, string> = {}): NextResponse {
  return new NextResponse(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': csp, ...extra },
  });
}

/**
 * proxy.ts hands every `/apply/*` request here, because a page cannot set its own response headers or
 * status. A GET resolves the store (unknown, another retailer's or checkout not enabled → a clear 404
 * page), counts the opening against the caller's IP (→ 429 page) and opens the checkout, whose id
 * travels to the page in a request header. Every answer carries `Content-Security-Policy:
 * frame-ancestors` with the retailer's allowlist. Server-action POSTs pass through (the actions check
 * the checkout themselves).
 */
export async function hostedCheckoutGate(
  request: NextRequest,
  nonce?: string,
  policyFor: (origins: readonly string[]) => string = hostedCheckoutCsp,
): Promise<NextResponse> {
  const headers = new Headers(request.headers);
  headers.delete(CHECKOUT_ID_HEADER);
  // Next.js stamps its scripts with the nonce it finds in the request's policy (proxy.ts).
  if (nonce) headers.set('x-nonce', nonce);
  const slugs = hostedCheckoutSlugs(request.nextUrl.pathname);
  const locale = request.nextUrl.searchParams.get('locale')?.toLowerCase().startsWith('es') ? 'es' : 'en';
  if (!slugs) return html(problemPage('not_found', locale), 404, policyFor([]));
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next({ request: { headers } });

  let store: CheckoutStore | null = null;
  try {
    const database = await db();
    store = await resolveCheckoutStore(database, slugs.retailerSlug, slugs.storeSlug);
    const q = request.nextUrl.searchParams;
    const { checkout } = await openCheckout({ db: database, ip: checkoutClientIp(request.headers) }, store, { locale: q.get('locale') ?? undefined, reference_id: q.get('ref') ?? undefined, cart_total: q.get('cart') ?? undefined });
    headers.set(CHECKOUT_ID_HEADER, checkout.id);
    const policy = policyFor(store.origins);
    headers.set('Content-Security-Policy', policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  } catch (error) {
    const csp = policyFor(store?.origins ?? []);
    if (error instanceof NotFoundError) return html(problemPage('not_found', locale), 404, csp);
    if (error instanceof RateLimitedError) return html(problemPage('rate_limited', locale), 429, csp, { 'Retry-After': String(Math.ceil(error.retryAfterSeconds)) });
    logger.error('hosted checkout could not open', { error });
    return html(problemPage('error', locale), 500, csp);
  }
}
