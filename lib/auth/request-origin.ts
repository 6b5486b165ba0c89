import { headers } from 'next/headers';
import { env } from '@/lib/env';

// A bare host name, IPv4, or bracketed IPv6, with an optional port: nothing a header could smuggle a path into.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin links made during this request should carry (signing links sent to applicants):
 * PUBLIC_BASE_URL when set, otherwise the host the browser used — the same rule as lib/api/public-url
 * for route handlers, for pages and server actions, which have headers but no Request.
 */
export async function requestOrigin(): Promise<string> {
  const base = env().PUBLIC_BASE_URL;
  if (base) return new URL(base).origin;
  const h = await headers();
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host') || '';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  if (!HOST.test(host)) throw new Error('The request has no usable Host header.');
  return `${proto}://${host}`;
}

/** The caller's IP (first proxy hop) and user agent, for records a public door keeps (the signature's audit page). */
export async function requestClient(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  return {
    ip: h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip')?.trim() || null,
    userAgent: h.get('user-agent'),
  };
}
