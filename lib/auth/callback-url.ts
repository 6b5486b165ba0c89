/** Where a signed-in user lands when there is nowhere better to go. */
export const DEFAULT_AFTER_LOGIN = '/applications';

const ORIGIN = 'http://leaseline.invalid';

/**
 * Reduces a `callbackUrl` to a same-origin relative path (`/applications?page=2`), or the default.
 * Absolute URLs, protocol-relative `//evil.test`, backslash tricks, control characters, and paths that
 * would loop (the login page) or land on machine endpoints (`/api`) are all refused.
 */
export function safeCallbackUrl(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_AFTER_LOGIN;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== ORIGIN) return DEFAULT_AFTER_LOGIN;
  const { pathname } = url;
  if (pathname === '/login' || pathname.startsWith('/login/') || pathname === '/api' || pathname.startsWith('/api/')) return DEFAULT_AFTER_LOGIN;
  return `${pathname}${url.search}${url.hash}`;
}

/** `/login?callbackUrl=…` for a path the visitor asked for. */
export function loginUrl(callbackPath?: string, reason?: 'ended'): string {
  const params = new URLSearchParams();
  const callbackUrl = safeCallbackUrl(callbackPath);
  if (callbackUrl !== DEFAULT_AFTER_LOGIN) params.set('callbackUrl', callbackUrl);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
