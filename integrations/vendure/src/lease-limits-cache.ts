import type { StoreLeaseLimits } from './client';
import { clientOf, type LeaselineSettings } from './settings';

const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; limits: StoreLeaseLimits }>();

/**
 * The store's lease limits (GET /stores/{store}/lease-limits), kept five minutes: eligibility is asked on
 * every look at the payment step, and the limits change only with a new rate card.
 */
export async function leaseLimitsOf(settings: LeaselineSettings, now = Date.now()): Promise<StoreLeaseLimits> {
  const key = `${settings.baseUri}|${settings.storeSlug}|${settings.apiToken.slice(-6)}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.limits;
  const { data } = await clientOf(settings).getStoreLeaseLimits(settings.storeSlug);
  cache.set(key, { at: now, limits: data });
  return data;
}
