import type { LeaseItem } from '@/db/schema/lease-items';
import type { LeaseTerms } from '@/db/schema/lease-terms';
import { buildSchedule, type Quote } from '@/lib/core/pricing';
import { dayOf, isoOfDay } from '@/lib/core/pricing/calendar';
import type { ContractFacts } from './facts';
import type { ContractNumbers } from './types';

const iso = (date: Date) => isoOfDay(dayOf(date, 'date'));

/**
 * The amounts a contract discloses, from the lease's quote (recomputed from its stored terms) and items.
 * Nothing is priced here: every figure is the quote's or a sum of the quote's, so the contract and the
 * API's payments answer always agree. The only additions are the disclosures' own sums:
 * initial payment = lease deposit + its tax + any additional down payment; total to own = initial payment
 * + total of payments; cost of leasing = total to own − cash price (docs/contracts.md).
 */
export function contractNumbers(quote: Quote, terms: Pick<LeaseTerms, 'cashPriceCents' | 'deliveryChargeCents'>, items: Pick<LeaseItem, 'lineTotalCents'>[]): {
  numbers: ContractNumbers;
  schedule: ContractFacts['schedule'];
} {
  const schedule = buildSchedule(quote);
  const goodsCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const initialPaymentCents = quote.leaseDepositCents + quote.leaseDepositTaxCents + quote.additionalDownCents;
  const totalToOwnCents = initialPaymentCents + quote.totalOfPaymentsCents;
  const option = (o: Quote['earlyPurchase']['days90']) => ({ amountCents: o.amountCents, byDate: iso(o.byDate), scheduledPaymentsBefore: o.scheduledPaymentsBefore });
  const numbers: ContractNumbers = {
    cashPriceCents: terms.cashPriceCents,
    goodsCents,
    deliveryChargeCents: terms.deliveryChargeCents,
    additionalDownCents: quote.additionalDownCents,
    amountLeasedCents: quote.amountLeasedCents,
    leaseDepositCents: quote.leaseDepositCents,
    leaseDepositTaxCents: quote.leaseDepositTaxCents,
    initialPaymentCents,
    paymentCents: quote.paymentAmountCents,
    paymentNoTaxCents: quote.paymentAmountNoTaxCents,
    taxPerPaymentCents: quote.taxPerPaymentCents,
    numberOfPayments: quote.numberOfPayments,
    paymentFrequency: quote.paymentFrequency,
    firstPaymentDate: iso(quote.firstPaymentDate),
    lastPaymentDate: schedule.at(-1)?.date ?? iso(quote.firstPaymentDate),
    totalOfPaymentsCents: quote.totalOfPaymentsCents,
    totalToOwnCents,
    costOfLeasingCents: totalToOwnCents - terms.cashPriceCents,
    carePlanPerPaymentCents: quote.ocpAmountCents,
    carePlanTotalCents: quote.ocpTotalCents,
    earlyPurchase: {
      days90: option(quote.earlyPurchase.days90),
      months6: option(quote.earlyPurchase.months6),
      months9: option(quote.earlyPurchase.months9),
    },
  };
  return { numbers, schedule };
}
