/**
 * The one rule for "which address is this client" (per-IP rate limits, the audit log's IP, a signature's
 * evidence). Every door — the API handler, sign-in, the portal's actions, public signing and contract
 * links, the hosted application — asks here, so one client is one address everywhere.
 *
 * X-Forwarded-For is a list each proxy appends to: `client-sent…, client, proxy1, …`. Entries on the left
 * are whatever the client put there (forgeable); only the entries our own proxies appended can be
 * believed. With TRUSTED_PROXY_HOPS = N proxies in front of the server (default 1: one load balancer or
 * reverse proxy), the client is the N-th entry from the right: the address the outermost trusted proxy
 * saw the connection come from. A list shorter than N (a proxy that did not append) gives its leftmost
 * entry. Without X-Forwarded-For, X-Real-IP (nginx's single-address header).
 *
 * Without any proxy, `next start` sets X-Forwarded-For to the socket's address only when the request
 * carries none, so a client could name its own address: deployments run behind at least one proxy that
 * appends (docs/operations.md).
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 1;
export const MAX_TRUSTED_PROXY_HOPS = 10;

// The last value read and what it gave: every API request asks, and the variable hardly ever changes.
let lastRead: { value: string | undefined; hops: number } | undefined;

/** TRUSTED_PROXY_HOPS from the environment: a whole number from 1 to 10, else a clear start-up error. */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  if (lastRead && lastRead.value === value) return lastRead.hops;
  const hops = value === undefined || value.trim() === '' ? DEFAULT_TRUSTED_PROXY_HOPS : Number(value);
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_TRUSTED_PROXY_HOPS) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS} (the proxies in front of the server), got "${value}".`);
  }
  lastRead = { value, hops };
  return hops;
}

/** The client's address from a request's headers (see above); undefined when no header names one. */
export function clientIp(headers: Headers, hops = trustedProxyHops()): string | undefined {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded?.length) return forwarded[Math.max(0, forwarded.length - hops)];
  return headers.get('x-real-ip')?.trim() || undefined;
}
