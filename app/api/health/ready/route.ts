import { errorResponse, ok } from '@/lib/api/envelope';
import { API_SECURITY_HEADERS } from '@/lib/http/security-headers';
import { checkReadiness } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

/**
 * Readiness for load balancers: 200 while the database answers, every migration is applied and the
 * process is not shutting down; otherwise 503 (with Retry-After) naming what is wrong.
 */
export async function GET(): Promise<Response> {
  const { ready, checks } = await checkReadiness();
  if (ready) return ok({ status: 'ready', checks }, { headers: API_SECURITY_HEADERS });
  const failing = Object.entries(checks)
    .filter(([, value]) => value !== 'ok' && value !== 'running')
    .map(([name, value]) => `${name} ${value}`);
  return errorResponse(503, `Not ready: ${failing.join(', ')}.`, { headers: { ...API_SECURITY_HEADERS, 'Retry-After': '5' } });
}
