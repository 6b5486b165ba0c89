/**
 * Every security header Leaseline serves, defined here and nowhere else (docs/security.md lists them as
 * served). Three places apply them, each for what only it can know:
 * - next.config.ts `headers()`: the headers that never change ({@link baseSecurityHeaders}), on every
 *   response including static files; HSTS when the request arrived over https (X-Forwarded-Proto).
 * - proxy.ts: the portal's nonce-based Content-Security-Policy ({@link pageContentSecurityPolicy}), fresh
 *   per request, on every page and portal download.
 * - lib/api/handler.ts: the API's policy ({@link API_SECURITY_HEADERS}): a JSON answer loads nothing,
 *   is framed by nobody and is never cached.
 */

/** The same on every response. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Nothing in the back office uses these; a script that got in could not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/**
 * Referrer-Policy everywhere but on links that carry a credential in their path (signing pages, signed
 * contract links): those send no referrer at all (`no-referrer`, set by their routes, and for the
 * signing page by proxy.ts). next.config headers win over a route's own, hence the exclusion.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const CREDENTIAL_LINK_REFERRER_POLICY = 'no-referrer';

/**
 * Cross-Origin-Opener-Policy: a page opened by another site loses its handle on ours. Not on the hosted
 * apply pages and checkout script (lib/checkout owns those), which a shop opens and talks to.
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

/** Two years, subdomains included: sent only on responses that arrived over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Paths whose framing and opener rules belong to the checkout (hosted apply pages, checkout.js). */
export const SELF_POLICED_PATHS = /^\/(apply(\/|$)|v1\/)/;

export type PagePolicyOptions = {
  /** Who may frame the page: `'none'` unless a page is meant to be framed (e.g. `'self'`, a shop's origin). */
  frameAncestors?: string[];
  /** Over https: ask the browser to upgrade any http sub-resource. */
  https?: boolean;
  /** `next dev` evaluates code with eval() for fast refresh; never in production. */
  development?: boolean;
};

/**
 * The portal's policy: scripts only with this response's nonce (Next.js reads it from the request's
 * Content-Security-Policy header and stamps its own scripts), and what they load ('strict-dynamic');
 * no inline script, no plugin, no <base>, forms only to us, framed by nobody unless asked.
 * Inline style attributes stay allowed (React and Radix position popovers with them); style elements
 * from elsewhere do not.
 */
export function pageContentSecurityPolicy(nonce: string, options: PagePolicyOptions = {}): string {
  const script = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(options.development ? [`'unsafe-eval'`] : [])];
  const directives = [
    `default-src 'self'`,
    `script-src ${script.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${(options.frameAncestors ?? [`'none'`]).join(' ')}`,
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Pages meant to be framed, and by whom. The signing page frames its own contract PDF. */
export function frameAncestorsFor(pathname: string): string[] {
  if (/^\/sign\/[^/]+\/contract$/.test(pathname)) return [`'self'`];
  return [`'none'`];
}

/** The API's own headers (besides the base set): nothing to load or frame, never stored by a cache. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `default-src 'none'; frame-ancestors 'none'`,
  'Cache-Control': 'no-store',
};

/**
 * The headers next.config.ts `headers()` adds to a response of `pathname` (see {@link nextConfigSecurityHeaders}),
 * for a server door that answers without Next.js (lib/server/door/api-door.ts). The same rules, stated once more
 * as code; the door comparison test (e2e/api/doors.spec.ts) holds the two equal.
 */
export function staticSecurityHeaders(pathname: string, https: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...baseSecurityHeaders };
  if (!/^\/(sign|contracts)\//.test(pathname)) headers['Referrer-Policy'] = REFERRER_POLICY;
  if (!SELF_POLICED_PATHS.test(pathname)) headers['Cross-Origin-Opener-Policy'] = CROSS_ORIGIN_OPENER_POLICY;
  if (https) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

type ConfigHeaderRule = { source: string; has?: { type: 'header'; key: string; value?: string }[]; headers: { key: string; value: string }[] };

/** The static part, for next.config.ts `headers()`. */
export function nextConfigSecurityHeaders(): ConfigHeaderRule[] {
  const list = (record: Record<string, string>) => Object.entries(record).map(([key, value]) => ({ key, value }));
  return [
    { source: '/:path*', headers: list(baseSecurityHeaders) },
    { source: '/:path((?!sign/|contracts/).*)', headers: [{ key: 'Referrer-Policy', value: REFERRER_POLICY }] },
    // Everything but the checkout's own paths (SELF_POLICED_PATHS).
    { source: '/:path((?!apply/|apply$|v1/).*)', headers: [{ key: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY }] },
    { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }] },
  ];
}
