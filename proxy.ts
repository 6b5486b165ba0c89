import { NextResponse, type NextRequest } from 'next/server';
import { loginUrl } from '@/lib/auth/callback-url';
import { isHostedCheckoutPath } from '@/lib/checkout/frame-policy';
import { hostedCheckoutGate } from '@/lib/checkout/hosted-gate';
import { CREDENTIAL_LINK_REFERRER_POLICY, frameAncestorsFor, newNonce, pageContentSecurityPolicy } from '@/lib/http/security-headers';

// The public doors, which anyone may open without a session: the auth endpoints, hosted signing pages,
// signed contract links, the API docs and the login page itself.
const PUBLIC_PAGES = /^\/(api\/|sign(\/|$)|contracts\/|docs(\/|$)|login(\/|$))/;

/**
 * Three jobs on every page and portal download (lib/http/security-headers):
 * - a fresh nonce and the Content-Security-Policy built with it, on the request (Next.js stamps its own
 *   scripts with the nonce it finds there; pages read it as `x-nonce`) and on the response;
 * - anonymous visitors of portal pages go to /login?callbackUrl=… before the page renders. That looks
 *   only for a session cookie and decodes nothing: it is a convenience, not the security boundary.
 *   Every portal page and server action checks the session and the actor itself (lib/auth/current-actor).
 * - the hosted application (checkout.js's iframe, /apply/…) goes to its own gate, which answers 404 and
 *   429 pages and lets the retailer's checkout origins, and only them, frame it.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = newNonce();
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const development = process.env.NODE_ENV === 'development';
  if (isHostedCheckoutPath(pathname)) {
    return hostedCheckoutGate(request, nonce, (origins) => pageContentSecurityPolicy(nonce, { frameAncestors: origins.length ? [...origins] : [`'none'`], https, development }));
  }
  const policy = pageContentSecurityPolicy(nonce, { frameAncestors: frameAncestorsFor(pathname), https, development });

  const hasSessionCookie = request.cookies
    .getAll()
    .some(({ name }) => /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name));
  let response: NextResponse;
  if (hasSessionCookie || PUBLIC_PAGES.test(pathname)) {
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('Content-Security-Policy', policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.redirect(new URL(loginUrl(pathname === '/' ? undefined : `${pathname}${search}`), request.url));
  }
  response.headers.set('Content-Security-Policy', policy);
  // The signing page's path is its credential (its own routes below it set this themselves).
  if (/^\/sign\/[^/]+$/.test(pathname)) response.headers.set('Referrer-Policy', CREDENTIAL_LINK_REFERRER_POLICY);
  return response;
}

export const config = {
  // Every page and portal download, the hosted apply pages included. Not: the JSON API and health checks
  // (they set their own policy), the checkout script (lib/checkout), Next.js internals and static files.
  // (Not "anything with a dot": signed contract links carry dots in their token.)
  matcher: ['/((?!api/v1/|api/v1$|api/health/|v1/|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
