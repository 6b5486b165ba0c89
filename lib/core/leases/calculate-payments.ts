import { quote, type Quote, type QuoteInput } from '@/lib/core/pricing';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { pricingFactsOf, quoteFactsOf } from './pricing-facts';
import { loadPricingRow } from './pricing-row';
import { paymentDetailsSchema, type PaymentDetailsInput } from './schemas';

export type CalculatedPayments = {
  quote: Quote;
  /** The application priced, when the request named one. */
  applicationId: number | null;
};

/**
 * The payment calculator (API 4.16, Payment Details 2.12). With `application_id`, the model version,
 * score, store rating, income frequency, store state and ZIP come from the application (anything the
 * request says about them is ignored); without it they are required. Prices what is asked: approval
 * limits are enforced when a lease is created, not here.
 */
export async function calculatePayments(
  ctx: Ctx,
  input: PaymentDetailsInput | unknown,
  options: { now?: Date } = {},
): Promise<CalculatedPayments> {
  requirePermission(ctx, 'calculator.use');
  const details = parseInput(paymentDetailsSchema, input);
  const now = options.now ?? new Date();
  let facts: Omit<QuoteInput, 'option' | 'paymentFrequency' | 'leaseAmountCents' | 'additionalDownCents' | 'ocpIncluded'>;
  let applicationId: number | null = null;
  if (details.application_id !== undefined) {
    const pricing = pricingFactsOf(await loadPricingRow(ctx.db, ctx.actor, details.application_id));
    facts = quoteFactsOf(pricing, now);
    applicationId = pricing.applicationId;
  } else {
    // Without an application there is no store zone: the lease starts on today's UTC day.
    const today = now.toISOString().slice(0, 10);
    facts = {
      modelVersion: details.modelVersion!,
      rating: details.rating!,
      score: details.score!,
      companyState: details.companyState!,
      incomeFrequency: details.incomeFrequency!,
      leaseStartDate: today,
      payDate: details.payDate ?? today,
    };
  }
  const priced = quote({
    ...facts,
    option: details.option,
    paymentFrequency: details.paymentFrequency,
    leaseAmountCents: details.leaseAmount,
    additionalDownCents: details.additionalDown,
    ocpIncluded: details.ocpIncluded,
  });
  return { quote: priced, applicationId };
}
