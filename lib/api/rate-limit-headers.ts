import type { RateLimitState } from '@/lib/core/errors';
import type { HeaderRecord } from '@/lib/http/plain-response';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, structured-field lists) for the
 * limits a request was counted against: `RateLimit-Policy: "api-token";q=600;w=60` (quota, window in
 * seconds) and `RateLimit: "api-token";r=599;t=42` (remaining, seconds until the window resets).
 * A policy counted twice (a refusal after the count) appears once, with its lowest remaining.
 * Empty when nothing was counted.
 */
export function rateLimitHeaders(states: RateLimitState[]): HeaderRecord {
  if (states.length === 0) return {};
  const byName = new Map<string, RateLimitState>();
  for (const state of states) {
    const seen = byName.get(state.policy.name);
    if (!seen || state.remaining < seen.remaining) byName.set(state.policy.name, state);
  }
  const list = [...byName.values()];
  return {
    'ratelimit-policy': list.map(({ policy }) => `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`).join(', '),
    ratelimit: list.map(({ policy, remaining, resetSeconds }) => `"${policy.name}";r=${remaining};t=${resetSeconds}`).join(', '),
  };
}
