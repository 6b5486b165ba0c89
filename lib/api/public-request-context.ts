import { db } from '@/db/client';
import type { Ctx } from '@/lib/core/context';
import { clientIp } from '@/lib/http/client-ip';

/**
 * The context of a public request that carries its own authority (a signed link, a signing token):
 * no actor yet — the core decides one from the token — but the database, request id, IP and user agent.
 */
export async function publicRequestContext(request: Request, requestId: string): Promise<Omit<Ctx, 'actor'>> {
  return {
    db: await db(),
    requestId,
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent') ?? undefined,
  };
}
