import { NextResponse, type NextRequest } from 'next/server';
import { loginUrl } from '@/lib/auth/callback-url';
import { isHostedCheckoutPath } from '@/lib/checkout/frame-policy';
import { hostedCheckoutGate } from '@/lib/checkout/hosted-gate';

/**
 * Sends anonymous visitors of portal pages to /login?callbackUrl=… before the page renders. It only
 * looks for a session cookie and decodes nothing: it is a convenience, not the security boundary.
 * Every portal page and server action checks the session and the actor itself (lib/auth/current-actor).
 */
export function proxy(request: NextRequest) {
  // The hosted application (checkout.js's iframe): its own gate sets frame-ancestors, 404 and 429.
  if (isHostedCheckoutPath(request.nextUrl.pathname)) return hostedCheckoutGate(request);
  const hasSessionCookie = request.cookies
    .getAll()
    .some(({ name }) => /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name));
  if (hasSessionCookie) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginUrl(pathname === '/' ? undefined : `${pathname}${search}`), request.url));
}

export const config = {
  // Everything but the public doors: the JSON API and auth endpoints, hosted signing pages, signed
  // contract links, the API docs and checkout script, the login page itself, Next.js internals and static
  // files. The hosted application (/apply/…) does come through, to hostedCheckoutGate above.
  matcher: ['/((?!api/|api$|v1/|sign/|sign$|contracts/|docs/|docs$|login/|login$|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[a-zA-Z0-9]+$).*)'],
};
