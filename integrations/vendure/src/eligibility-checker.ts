import { Injector, LanguageCode, Logger, PaymentMethodEligibilityChecker, Product, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { leaseLimitsOf } from './lease-limits-cache';
import { toCents, toDollars } from './order-to-lease';
import { settingsOfStoredArgs } from './settings';

let injector: Injector | undefined;

/** Products whose `leasable` custom field is false among these variants' products (default true). */
async function nonLeasableProducts(ctx: RequestContext, variantIds: ID[]): Promise<string[]> {
  if (!injector || variantIds.length === 0) return [];
  const products = await injector
    .get(TransactionalConnection)
    .getRepository(ctx, Product)
    .createQueryBuilder('product')
    .leftJoinAndSelect('product.translations', 'translation')
    .innerJoin('product.variants', 'variant')
    .where('variant.id IN (:...variantIds)', { variantIds })
    .getMany();
  return products
    .filter((p) => (p.customFields as { leasable?: boolean | null }).leasable === false)
    .map((p) => p.translations?.[0]?.name ?? String(p.id));
}

/** A US state as two capital letters, from a two-letter province (Vendure keeps it as free text). */
const stateOf = (province: string | undefined | null) => (province ?? '').trim().toUpperCase();

/**
 * Offers Leaseline only for carts it can lease: a total within the store's lease minimum and maximum,
 * a shipping address in a state where the store may lease, and only leasable products. The limits come
 * from Leaseline (GET /stores/{store}/lease-limits); a string answer is Vendure's eligibility message.
 */
export const leaselineEligibilityChecker = new PaymentMethodEligibilityChecker({
  code: 'leaseline-eligibility',
  description: [{ languageCode: LanguageCode.en, value: 'Leaseline: cart total within the lease limits, a served state, leasable products only' }],
  args: {},
  init: (i: Injector) => {
    injector = i;
  },
  check: async (ctx, order, _args, method) => {
    const settings = settingsOfStoredArgs(method.handler.args);
    let limits;
    try {
      limits = await leaseLimitsOf(settings);
    } catch (error) {
      Logger.warn(`Leaseline limits unavailable: ${(error as Error).message}`, 'LeaselinePlugin');
      return 'Leaseline is not available right now.';
    }
    const total = order.totalWithTax;
    if (total < toCents(limits.min_amount)) return `Leaseline leases orders of at least $${limits.min_amount.toFixed(2)}.`;
    if (total > toCents(limits.max_amount)) return `Leaseline leases orders of at most $${limits.max_amount.toFixed(2)} (this one is $${toDollars(total).toFixed(2)}).`;
    const state = stateOf(order.shippingAddress?.province);
    if (!state) return 'Leaseline needs the shipping address first.';
    if (limits.excluded_states.includes(state)) return `Leaseline does not lease in ${state}.`;
    const excluded = await nonLeasableProducts(ctx, order.lines.map((line) => line.productVariantId));
    if (excluded.length > 0) return `Leaseline cannot lease ${excluded.join(', ')}.`;
    return true;
  },
});
