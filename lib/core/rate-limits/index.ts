export { consumeRateLimit, currentHits, enforceRateLimit, pruneRateLimitWindows, rateLimitKey, type RateLimitOutcome, type RateLimitPolicy } from './consume-rate-limit';
