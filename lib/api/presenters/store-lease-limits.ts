import type { StoreLeaseLimits } from '@/lib/core/stores/lease-limits';
import { centsToDollars } from '@/lib/core/money';

/** GET /stores/{store}/lease-limits: dollars, as every amount of the API. */
export function presentStoreLeaseLimits(limits: StoreLeaseLimits) {
  return {
    store_id: limits.storeId,
    store_slug: limits.storeSlug,
    store_state: limits.storeState,
    min_amount: centsToDollars(limits.minAmountCents),
    max_amount: centsToDollars(limits.maxAmountCents),
    excluded_states: limits.excludedStates,
  };
}
