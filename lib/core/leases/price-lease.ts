/**
 * The lease rules of SPEC §7–§8 and the API description's section 8 as one pure function: items and
 * delivery → cash price, additional down → amount leased, the option's approved amount, the store's
 * collection limits, the HVAC warranty, the state, then the price. No database and no clock, so the
 * property tests can run it thousands of times; createLease calls it with the application's facts.
 */
import type { ProductType } from '@/db/schema/stores';
import { formatCents, type Cents } from '@/lib/core/money';
import { quote, rateCardFor, type OptionLetter, type PaymentFrequency, type Quote, type QuoteInput } from '@/lib/core/pricing';
import { normalizeStateCode, servedStateRule } from '@/lib/core/pricing/state-rules';
import { ValidationError, type FieldErrors } from '../errors';
import { defaultPaymentFrequency } from './pricing-facts';
import type { LeaseEntity } from './schemas';

export type LeaseFacts = Omit<QuoteInput, 'option' | 'paymentFrequency' | 'leaseAmountCents' | 'additionalDownCents' | 'ocpIncluded'> & {
  /** Approved amount per approved option, cents. */
  approvedOptions: Partial<Record<OptionLetter, Cents>>;
  productType: ProductType;
  storeName: string;
};

export type LeaseTermsRequest = Pick<
  LeaseEntity,
  'option' | 'paymentFrequency' | 'deliveryCharge' | 'additionalDown' | 'storeWillCollect' | 'include_warranty' | 'ocp_included' | 'items'
>;

export type PricedLine = { position: number; sku: string | null; description: string; quantity: number; unitPriceCents: Cents; lineTotalCents: Cents };

export type PricedLease = {
  option: OptionLetter;
  paymentFrequency: PaymentFrequency;
  lines: PricedLine[];
  itemsTotalCents: Cents;
  cashPriceCents: Cents;
  amountLeasedCents: Cents;
  approvedAmountCents: Cents;
  /** Cash price above the approved amount: what the customer must put down at least. */
  overageCents: Cents;
  quote: Quote;
};

const $ = formatCents;

export function priceLease(request: LeaseTermsRequest, facts: LeaseFacts): PricedLease {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const lines: PricedLine[] = request.items.map((item, position) => ({
    position,
    sku: item.sku ?? null,
    description: item.description,
    quantity: item.quantity,
    unitPriceCents: item.unit_price,
    lineTotalCents: item.quantity * item.unit_price,
  }));
  const itemsTotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const cashPriceCents = itemsTotalCents + request.deliveryCharge;
  const additionalDown = request.additionalDown;
  const storeWillCollect = request.storeWillCollect;
  const amountLeasedCents = cashPriceCents - additionalDown;

  // The state first: where leases are not offered nothing else matters (422 on companyState).
  servedStateRule(normalizeStateCode(facts.companyState));

  const approvedAmountCents = facts.approvedOptions[request.option];
  const approvedLetters = Object.keys(facts.approvedOptions).join(', ');
  if (approvedAmountCents === undefined) {
    fail('option', `Option ${request.option} is not approved for this application; approved: ${approvedLetters || 'none'}.`);
  }

  if (request.include_warranty && facts.productType !== 'hvac') {
    fail('include_warranty', `The HVAC labor warranty is offered only by HVAC stores; ${facts.storeName} is not one (its product type is ${facts.productType}).`);
  }

  if (itemsTotalCents <= 0) fail('items', 'The items must add up to more than $0.00.');

  const card = rateCardFor(facts.modelVersion);
  const approved = approvedAmountCents ?? 0;
  const overageCents = Math.max(0, cashPriceCents - approved);
  if (additionalDown >= cashPriceCents && cashPriceCents > 0) {
    fail('additionalDown', `The additional down payment ${$(additionalDown)} must be less than the cash price ${$(cashPriceCents)}.`);
  } else if (amountLeasedCents < card.minAmountLeasedCents && itemsTotalCents > 0) {
    fail(
      additionalDown > 0 ? 'additionalDown' : 'items',
      `The amount leased ${$(amountLeasedCents)} (cash price ${$(cashPriceCents)} − additional down ${$(additionalDown)}) is below the ${$(card.minAmountLeasedCents)} minimum.`,
    );
  } else if (approvedAmountCents !== undefined && amountLeasedCents > approvedAmountCents) {
    fail(
      'additionalDown',
      `The amount leased ${$(amountLeasedCents)} exceeds option ${request.option}'s approved amount of ${$(approvedAmountCents)}: ` +
        `an additional down payment of at least ${$(cashPriceCents - approvedAmountCents)} is needed.`,
    );
  }

  // API description §8: additionalDown ≥ storeWillCollect, and storeWillCollect ≤ overage + extra down,
  // where the extra down is what is put down beyond the overage. docs/leases.md works an example.
  if (storeWillCollect > additionalDown) {
    fail('additionalDown', `The additional down payment ${$(additionalDown)} may not be less than the ${$(storeWillCollect)} the store will collect.`);
  }
  const extraDownCents = Math.max(0, additionalDown - overageCents);
  if (storeWillCollect > overageCents + extraDownCents) {
    fail(
      'storeWillCollect',
      `The store may collect at most ${$(overageCents + extraDownCents)} (the overage of ${$(overageCents)} above the approved amount plus the extra down payment of ${$(extraDownCents)}); ${$(storeWillCollect)} was given.`,
    );
  }

  if (Object.keys(errors).length) throw new ValidationError(errors);

  const paymentFrequency = request.paymentFrequency ?? defaultPaymentFrequency(facts.incomeFrequency);
  let priced: Quote;
  try {
    priced = quote({
      ...facts,
      option: request.option,
      paymentFrequency,
      leaseAmountCents: cashPriceCents,
      additionalDownCents: additionalDown,
      ocpIncluded: request.ocp_included,
    });
  } catch (error) {
    // The engine speaks the calculator's field names; the lease's cash price comes from its items.
    if (error instanceof ValidationError && error.fieldErrors.leaseAmount) {
      const { leaseAmount, ...rest } = error.fieldErrors;
      throw new ValidationError({ ...rest, items: leaseAmount }, error.message);
    }
    throw error;
  }
  return {
    option: request.option,
    paymentFrequency,
    lines,
    itemsTotalCents,
    cashPriceCents,
    amountLeasedCents,
    approvedAmountCents: approvedAmountCents!,
    overageCents,
    quote: priced,
  };
}
