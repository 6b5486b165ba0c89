import { headers } from 'next/headers';

/**
 * The caller's IP (first proxy hop, else X-Real-IP) and user agent, for records a public door keeps
 * (the signature's audit page). Pages and server actions see headers but no Request.
 */
export async function requestClient(): Promise<{ ip: string | null; userAgent: string | null }> {
  const h = await headers();
  return {
    ip: h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip')?.trim() || null,
    userAgent: h.get('user-agent'),
  };
}
