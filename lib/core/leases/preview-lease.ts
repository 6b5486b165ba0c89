import type { Cents } from '@/lib/core/money';
import type { Quote } from '@/lib/core/pricing';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ValidationError, type FieldErrors } from '../errors';
import { parseInput } from '../validation';
import { loadPricingSubject } from './internal';
import { priceLease, type LeaseTermsRequest } from './price-lease';
import { approvedOptions, pricingFactsOf, quoteFactsOf } from './pricing-facts';
import { leaseEntitySchema, type LeaseEntityInput } from './schemas';

/** What a lease request would come to, before it is created: the portal's live totals. */
export type LeasePreview = {
  itemsTotalCents: Cents;
  /** Σ quantity × unit price + delivery. */
  cashPriceCents: Cents;
  additionalDownCents: Cents;
  /** Cash price − additional down. */
  amountLeasedCents: Cents;
  /** The chosen option's approved amount; null when the option is not approved. */
  approvedAmountCents: Cents | null;
  /** Cash price above the approved amount. */
  overageCents: Cents;
  /** The most the store may collect itself: the overage plus the down payment beyond it. */
  storeMayCollectCents: Cents;
  /** The price, when every rule holds; null otherwise. */
  quote: Quote | null;
  /** The rules the request breaks, keyed and worded exactly as `POST /leases` would answer them. */
  fieldErrors: FieldErrors;
};

/**
 * Prices a lease request exactly as `createLease` would, for the same application on the same day, and
 * writes nothing: the lease builder calls it as the user types. A request that breaks a rule of SPEC §7
 * still answers, with the cash price, amount leased and overage it comes to and the 422's field errors,
 * so the builder can show both. A malformed request (a missing description, a negative price) is a
 * ValidationError, as for `POST /leases`. Only those who may create a lease may price one this way.
 */
export async function previewLease(ctx: Ctx, input: LeaseEntityInput | unknown, options: { now?: Date } = {}): Promise<LeasePreview> {
  requirePermission(ctx, 'lease.create');
  const request = parseInput(leaseEntitySchema, input);
  const subject = await loadPricingSubject(ctx.db, ctx.actor, request.application_id);
  const approved = approvedOptions(subject.application);
  const amounts = leaseAmounts(request, approved[request.option] ?? null);
  try {
    const priced = priceLease(request, {
      ...quoteFactsOf(pricingFactsOf(subject), options.now ?? new Date()),
      approvedOptions: approved,
      productType: subject.store.productType,
      storeName: subject.store.name,
    });
    return { ...amounts, quote: priced.quote, fieldErrors: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ...amounts, quote: null, fieldErrors: error.fieldErrors };
  }
}

/**
 * The sums of a lease request (SPEC §7, docs/leases.md): the same arithmetic as `priceLease`, kept apart
 * so they can be shown while a rule is broken. previewLease.test.ts checks they agree with priceLease.
 */
export function leaseAmounts(
  request: Pick<LeaseTermsRequest, 'items' | 'deliveryCharge' | 'additionalDown'>,
  approvedAmountCents: Cents | null,
): Omit<LeasePreview, 'quote' | 'fieldErrors'> {
  const itemsTotalCents = request.items.reduce((sum, item) => sum + item.quantity * item.unit_price, 0);
  const cashPriceCents = itemsTotalCents + request.deliveryCharge;
  const overageCents = Math.max(0, cashPriceCents - (approvedAmountCents ?? 0));
  return {
    itemsTotalCents,
    cashPriceCents,
    additionalDownCents: request.additionalDown,
    amountLeasedCents: cashPriceCents - request.additionalDown,
    approvedAmountCents,
    overageCents,
    storeMayCollectCents: overageCents + Math.max(0, request.additionalDown - overageCents),
  };
}
