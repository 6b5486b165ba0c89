import { headers } from 'next/headers';
import { clientIp } from '@/lib/http/client-ip';

/**
 * The caller's IP (lib/http/client-ip.ts) and user agent, for records a public door keeps
 * (the signature's audit page). Pages and server actions see headers but no Request.
 */
export async function requestClient(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  return {
    ip: clientIp(h) ?? null,
    userAgent: h.get('user-agent'),
  };
}
