import { ok } from '@/lib/api/envelope';
import { API_SECURITY_HEADERS } from '@/lib/http/security-headers';

export const dynamic = 'force-dynamic';

/** Liveness for load balancers and orchestrators: the process answers HTTP. Touches nothing else. */
export function GET(): Response {
  return ok({ status: 'live' }, { headers: API_SECURITY_HEADERS });
}
