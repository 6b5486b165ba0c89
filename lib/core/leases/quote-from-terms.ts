import type { LeaseTerms } from '@/db/schema/lease-terms';
import { quote, type IncomeFrequency, type Quote } from '@/lib/core/pricing';

/**
 * The quote a lease was priced with, recomputed from the inputs stored in its terms. Rate cards are
 * frozen per model version, so this reproduces the disclosed amounts exactly; if it ever does not, that
 * is a bug worth a 500, not a number to show a customer.
 */
export function quoteFromTerms(terms: LeaseTerms): Quote {
  const q = quote({
    modelVersion: terms.modelVersion,
    option: terms.option,
    paymentFrequency: terms.paymentFrequency,
    rating: terms.rating,
    score: terms.score,
    band: terms.band,
    leaseAmountCents: terms.cashPriceCents,
    additionalDownCents: terms.additionalDownCents,
    companyState: terms.companyState,
    salesTaxBps: terms.salesTaxBps,
    ocpIncluded: terms.ocpIncluded,
    leaseStartDate: terms.leaseStartDate,
    incomeFrequency: terms.incomeFrequency as IncomeFrequency,
    payDate: terms.payDate,
    semiMonthlyPayDays: terms.firstPayDay && terms.secondPayDay ? [terms.firstPayDay, terms.secondPayDay] : null,
  });
  const same =
    q.paymentAmountCents === terms.paymentCents &&
    q.paymentAmountNoTaxCents === terms.paymentNoTaxCents &&
    q.numberOfPayments === terms.numberOfPayments &&
    q.totalOfPaymentsCents === terms.totalOfPaymentsCents &&
    q.totalCostOfOwnershipCents === terms.totalCostOfOwnershipCents &&
    q.leaseDepositCents === terms.leaseDepositCents &&
    q.ocpAmountCents === terms.ocpAmountCents &&
    q.firstPaymentDate.toISOString().slice(0, 10) === terms.firstPaymentDate;
  if (!same) throw new Error(`Lease ${terms.leaseId}: its stored terms no longer reproduce with the pricing engine.`);
  return q;
}
