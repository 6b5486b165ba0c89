export {
  assertWithinLimit,
  consumeRateLimit,
  currentHits,
  enforceRateLimit,
  pruneRateLimitWindows,
  rateLimitKey,
  rateLimitOutcome,
  rateLimitWindow,
  type RateLimitOutcome,
  type RateLimitPolicy,
} from './consume-rate-limit';
export { RATE_LIMITS } from './policies';
export { limitIdentityLookup, reportRateLimit } from './limit-identity-lookup';
export { limitPublicLink } from './limit-public-link';
