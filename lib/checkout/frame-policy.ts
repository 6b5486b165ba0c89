import { clientIp } from '@/lib/http/client-ip';

/**
 * Framing rules of the hosted application (SPEC §11). `/apply/*` answers with
 * `Content-Security-Policy: frame-ancestors <the retailer's allowlist>`, set by proxy.ts for those paths
 * only. Site-wide security headers (`frame-ancestors 'none'` everywhere else) must skip these paths —
 * two CSP headers are both enforced, so a global `'none'` would forbid every shop. Use
 * `isHostedCheckoutPath` (or the `hostedCheckoutSource` pattern in next.config `headers()`) to skip them.
 */
export const HOSTED_CHECKOUT_PREFIX = '/apply/';

/** A next.config `headers()` source that matches everything except the hosted application. */
export const outsideHostedCheckoutSource = '/((?!apply/|apply$).*)';

export function isHostedCheckoutPath(pathname: string): boolean {
  return pathname === '/apply' || pathname.startsWith(HOSTED_CHECKOUT_PREFIX);
}

/** The CSP for a hosted page: only the allowlisted shops may frame it; `'none'` when there are none. */
export function hostedCheckoutCsp(origins: readonly string[]): string {
  return `frame-ancestors ${origins.length ? origins.join(' ') : "'none'"}`;
}

/** `/apply/{retailer}/{store}` → the slugs, or null for any other path. */
export function hostedCheckoutSlugs(pathname: string): { retailerSlug: string; storeSlug: string } | null {
  const match = /^\/apply\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { retailerSlug: decodeURIComponent(match[1]!), storeSlug: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/** The client's address for the hosted application's limits (lib/http/client-ip.ts: the one rule every door uses). */
export function checkoutClientIp(headers: Headers): string | undefined {
  return clientIp(headers);
}
