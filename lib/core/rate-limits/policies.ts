import type { RateLimitPolicy } from './consume-rate-limit';

const MINUTE = 60;

/**
 * Every limit Leaseline applies (docs/security.md lists them). Names appear in the RateLimit headers and
 * in the limiter's keys, so renaming one starts its counts afresh.
 */
export const RATE_LIMITS = {
  /** Every API call, per token. A token's `rate_limit_per_minute` replaces the limit. */
  apiToken: { name: 'api-token', limit: 600, windowSeconds: MINUTE },
  /** Look-ups that take identity fragments (lookup, phone-system-lookup), per caller. */
  identityLookup: { name: 'identity-lookup', limit: 30, windowSeconds: MINUTE },
  /** The same identity fragments, whoever asks: guessing one person's details across tokens. */
  identityTuple: { name: 'identity-tuple', limit: 10, windowSeconds: MINUTE },
  /** Sign-in attempts per client IP (the per-account lockout of verifyCredentials comes on top). */
  signInIp: { name: 'sign-in-ip', limit: 60, windowSeconds: MINUTE },
  /** Sign-in attempts per account (e-mail address), whatever the IP. */
  signInAccount: { name: 'sign-in-account', limit: 20, windowSeconds: MINUTE },
  /** Public signing pages and signed contract links, per client IP. */
  publicLink: { name: 'public-link', limit: 60, windowSeconds: MINUTE },
  /** The hosted apply page, per client IP (for the checkout's /apply routes). */
  hostedApply: { name: 'hosted-apply', limit: 60, windowSeconds: MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;
