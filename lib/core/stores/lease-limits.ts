import { and, eq } from 'drizzle-orm';
import { stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { NotFoundError } from '../errors';
import type { Cents } from '../money';
import { rateCardFor } from '../pricing/rate-card';
import { STATE_RULES } from '../pricing/state-rules';
import { currentModelVersion } from '../scoring/registry';
import { V1_MAX_OPTION_A_CENTS } from '../scoring/v1-offers';
import { scopeCondition, scopeOf } from '../scope';

export type StoreLeaseLimits = {
  storeId: number;
  storeSlug: string;
  storeState: string;
  /** The smallest amount a lease may finance (the current rate card's minimum). */
  minAmountCents: Cents;
  /** The largest amount any approval can reach (option C of the highest band), capped by the rate card. */
  maxAmountCents: Cents;
  /** States (two letters, sorted) whose residents cannot lease at all. */
  excludedStates: string[];
};

/** Option C approves 150 % of option A, whose ceiling is the model's; see lib/core/scoring/v1-offers.ts. */
const LARGEST_OPTION_PERCENT_OF_A = 150;

/**
 * What a shop needs to decide whether to offer Leaseline for a cart before the shopper applies:
 * GET /stores/{store}/lease-limits. The same numbers the lease's own checks use (rate card and state
 * table), never a second copy. A store outside the token's scope is not found.
 */
export async function getStoreLeaseLimits(ctx: Ctx, storeSlug: string): Promise<StoreLeaseLimits> {
  requirePermission(ctx, 'calculator.use');
  const scope = scopeOf(ctx.actor);
  const [store] = await ctx.db
    .select({ id: stores.id, slug: stores.slug, state: stores.state })
    .from(stores)
    .where(and(eq(stores.slug, storeSlug), scopeCondition(scope, { retailerId: stores.retailerId, storeId: stores.id })))
    .limit(1);
  if (!store) throw new NotFoundError('Store not found.');
  const card = rateCardFor(currentModelVersion);
  const largestApproval = (V1_MAX_OPTION_A_CENTS * LARGEST_OPTION_PERCENT_OF_A) / 100;
  return {
    storeId: store.id,
    storeSlug: store.slug,
    storeState: store.state,
    minAmountCents: card.minAmountLeasedCents,
    maxAmountCents: Math.min(card.maxAmountLeasedCents, largestApproval),
    excludedStates: Object.entries(STATE_RULES)
      .filter(([, rule]) => !rule.leasesOffered)
      .map(([code]) => code)
      .sort(),
  };
}
