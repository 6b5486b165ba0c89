import { quote, type OptionLetter, type PaymentFrequency, type Quote } from '@/lib/core/pricing';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { ConflictError } from '../errors';
import { loadPricingSubject } from './internal';
import { bestApprovedOption, defaultPaymentFrequency, pricingFactsOf, quoteFactsOf } from './pricing-facts';

export type ApplicationPayments = { quote: Quote; option: OptionLetter; paymentFrequency: PaymentFrequency; applicationId: number };

/** States whose approval can still be priced: decided and verifying, approved, or leased. */
const PRICEABLE_STATES = new Set(['V', 'A', 'L']);

/**
 * `GET /applications/{id}/payments` (API 4.13): the payments of the application's best approved option
 * (the highest approved amount; on a tie the earlier letter), for that whole amount with no additional
 * down payment and no care plan, at the applicant's default frequency (their pay cadence; weekly pay →
 * every 14 days). docs/leases.md records the choice.
 */
export async function getApplicationPayments(ctx: Ctx, ref: string | number, options: { now?: Date } = {}): Promise<ApplicationPayments> {
  requirePermission(ctx, 'calculator.use');
  const subject = await loadPricingSubject(ctx.db, ctx.actor, ref);
  const { application } = subject;
  const best = PRICEABLE_STATES.has(application.stateCode) ? bestApprovedOption(application) : null;
  if (!best) {
    throw new ConflictError(`Application ${application.id} has no approved option to price (state ${application.stateCode}).`);
  }
  const facts = pricingFactsOf(subject);
  const paymentFrequency = defaultPaymentFrequency(facts.incomeFrequency);
  const priced = quote({
    ...quoteFactsOf(facts, options.now ?? new Date()),
    option: best.option,
    paymentFrequency,
    leaseAmountCents: best.amountCents,
    additionalDownCents: 0,
    ocpIncluded: false,
  });
  return { quote: priced, option: best.option, paymentFrequency, applicationId: application.id };
}
