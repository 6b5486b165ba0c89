import { recordAudit } from '../audit/record-audit';
import { describeActor, type Ctx } from '../context';
import { RateLimitedError } from '../errors';
import { scopeOf } from '../scope';
import { withTransaction } from '../transaction';
import { consumeRateLimit, type RateLimitOutcome } from './consume-rate-limit';
import { RATE_LIMITS } from './policies';

/**
 * The limits of a look-up by identity fragments (4.5, 4.7): 30 a minute per caller and 10 a minute per
 * identity tuple (whoever asks), so nobody can walk dates of birth and SSN digits. `tuple` is the
 * normalised fragments; only a keyed hash of it reaches the database. A refusal is audited (policy and
 * caller, never the fragments) before the 429.
 */
export async function limitIdentityLookup(ctx: Ctx, operation: string, tuple: string[]): Promise<void> {
  const { actorType, actorId } = describeActor(ctx.actor);
  const perCaller = await consumeRateLimit(ctx.db, RATE_LIMITS.identityLookup, `${actorType}:${actorId}`);
  const perTuple = await consumeRateLimit(ctx.db, RATE_LIMITS.identityTuple, `${operation}:${tuple.join('|')}`);
  reportRateLimit(ctx, perCaller, perTuple);
  const refused = [perCaller, perTuple].find((o) => !o.allowed);
  if (!refused) return;
  const scope = scopeOf(ctx.actor);
  await withTransaction(ctx, (tx, txCtx) =>
    recordAudit(tx, txCtx, {
      action: 'rate_limit.exceeded',
      entityType: actorType,
      entityId: actorId ?? 'system',
      retailerId: scope.kind === 'all' ? null : scope.retailerId,
      data: { policy: refused.policy.name, operation },
    }),
  );
  throw new RateLimitedError(refused.retryAfterSeconds, 'Too many look-ups. Try again later.', refused);
}

/** Hands limiter outcomes to the door, which turns them into RateLimit headers. */
export function reportRateLimit(ctx: Ctx, ...outcomes: RateLimitOutcome[]): void {
  ctx.rateLimits?.push(...outcomes);
}
