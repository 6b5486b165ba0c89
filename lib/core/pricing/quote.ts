/**
 * quote(): the lease price for one set of offer parameters. Pure and synchronous: no database, no clock
 * (the lease start date is an input), no Intl. The payment schedule is a separate call (buildSchedule)
 * because most callers (calculator, offers) need only the totals, and it costs as much as the quote.
 */
import { ValidationError } from '@/lib/core/errors';
import type { Cents } from '@/lib/core/money';
import { divideHalfUp } from './arithmetic';
import { dateOfDay, dayOf, parseIsoDay } from './calendar';
import { earlyPurchaseOptions } from './early-purchase';
import { numberOfPayments, paymentsPerYear } from './frequencies';
import { incomePayDayRule, nextRuleDay, paymentDayRule } from './pay-days';
import { bandForScore, carePlanPerPaymentCents, optionTerms, rateCardFor, rateCardMultBps, type RateCard } from './rate-card';
import { salesTaxBpsFor, salesTaxCents } from './sales-tax';
import { normalizeStateCode, servedStateRule, type StateRule } from './state-rules';
import type { Quote, QuoteInput } from './types';

/** The first payment is the applicant's first pay date at least this many days after the lease starts. */
export const FIRST_PAYMENT_MIN_DAYS = 7;

export function quote(input: QuoteInput): Quote {
  const card = rateCardFor(input.modelVersion);
  const terms = optionTerms(card, input.option);
  const state = normalizeStateCode(input.companyState);
  const stateRule = servedStateRule(state);
  const band = bandOf(card, input);
  const rateMultBps = rateCardMultBps(card, band, input.rating, terms);
  const perYear = paymentsPerYear(input.paymentFrequency);
  const n = numberOfPayments(terms.termMonths, input.paymentFrequency);
  const salesTaxBps = salesTaxBpsFor(state, input.salesTaxBps);

  const additionalDownCents = input.additionalDownCents ?? 0;
  const amountLeasedCents = amountLeased(card, input.leaseAmountCents, additionalDownCents);
  const leaseDepositCents = divideHalfUp(amountLeasedCents * terms.leaseDepositBps, 10_000);

  // amount leased × mult ÷ payments, half-up to the cent; the totals are then this × n, so the
  // schedule reconciles by construction and every payment is the disclosed "amount of each payment".
  let paymentNoTax = divideHalfUp(amountLeasedCents * rateMultBps, 10_000 * n);
  let multBps = rateMultBps;
  let capped = false;
  const maxPayment = maxPaymentUnderCap(stateRule, amountLeasedCents, leaseDepositCents, n);
  if (paymentNoTax > maxPayment) {
    paymentNoTax = maxPayment;
    // The multiplier actually charged, rounded down to a basis point so mult × amount never exceeds the cap.
    multBps = Math.floor((paymentNoTax * n * 10_000) / amountLeasedCents);
    capped = true;
  }

  const taxPerPayment = salesTaxCents(paymentNoTax, salesTaxBps);
  const paymentAmount = paymentNoTax + taxPerPayment;
  const ocpAmount = input.ocpIncluded ? carePlanPerPaymentCents(card, amountLeasedCents, perYear) : 0;
  const leaseDepositTaxCents = salesTaxCents(leaseDepositCents, salesTaxBps);
  const totalOfPaymentsCents = paymentAmount * n;

  const startDay = dayOf(input.leaseStartDate, 'leaseStartDate');
  const incomeRule = incomePayDayRule(input.incomeFrequency, parseIsoDay(input.payDate, 'payDate'), input.semiMonthlyPayDays);
  const firstPaymentDay = nextRuleDay(incomeRule, startDay + FIRST_PAYMENT_MIN_DAYS);
  const paymentDays = paymentDayRule(input.paymentFrequency, firstPaymentDay, incomeRule);

  return {
    modelVersion: card.modelVersion,
    option: input.option,
    paymentFrequency: input.paymentFrequency,
    band,
    rating: input.rating,
    companyState: state,
    leaseAmountCents: input.leaseAmountCents,
    additionalDownCents,
    amountLeasedCents,
    term: terms.termMonths,
    numberOfPayments: n,
    mult: multBps / 10_000,
    multBps,
    rateCardMultBps: rateMultBps,
    capped,
    salesTaxBps,
    paymentAmountNoTaxCents: paymentNoTax,
    taxPerPaymentCents: taxPerPayment,
    paymentAmountCents: paymentAmount,
    ocpAmountCents: ocpAmount,
    leaseDepositCents,
    leaseDepositTaxCents,
    totalOfPaymentsNoTaxCents: paymentNoTax * n,
    totalOfPaymentsCents,
    ocpTotalCents: ocpAmount * n,
    totalCostOfOwnershipCents: leaseDepositCents + leaseDepositTaxCents + totalOfPaymentsCents,
    leaseStartDate: dateOfDay(startDay),
    firstPaymentDate: dateOfDay(firstPaymentDay),
    paymentDays,
    earlyPurchase: earlyPurchaseOptions({
      card,
      stateRule,
      startDay,
      firstPaymentDay,
      paymentDays,
      numberOfPayments: n,
      paymentNoTaxCents: paymentNoTax,
      amountLeasedCents,
      salesTaxBps,
    }),
  };
}

function bandOf(card: RateCard, input: QuoteInput): string {
  if (input.score !== undefined && input.score !== null) return bandForScore(card, input.score);
  if (typeof input.band === 'string' && input.band !== '') return input.band.trim().toUpperCase();
  throw ValidationError.field('score', 'Give a score (or a band) to price with.');
}

function amountLeased(card: RateCard, leaseAmountCents: Cents, additionalDownCents: Cents): Cents {
  if (!Number.isSafeInteger(leaseAmountCents) || leaseAmountCents <= 0) {
    throw ValidationError.field('leaseAmount', 'Must be a positive amount in whole cents.');
  }
  if (!Number.isSafeInteger(additionalDownCents) || additionalDownCents < 0) {
    throw ValidationError.field('additionalDown', 'Must be zero or a positive amount in whole cents.');
  }
  const leased = leaseAmountCents - additionalDownCents;
  if (leased < card.minAmountLeasedCents) {
    throw ValidationError.field('leaseAmount', `The amount leased (lease amount − additional down) must be at least $${card.minAmountLeasedCents / 100}.`);
  }
  if (leased > card.maxAmountLeasedCents) {
    throw ValidationError.field('leaseAmount', `The amount leased may not exceed $${(card.maxAmountLeasedCents / 100).toLocaleString('en-US')}.`);
  }
  return leased;
}

/** The largest pre-tax payment that keeps initial payment + all payments within the state's cap. */
function maxPaymentUnderCap(rule: StateRule, amountLeasedCents: Cents, depositCents: Cents, n: number): Cents {
  if (rule.totalCostCapBps === undefined) return Number.MAX_SAFE_INTEGER;
  const capCents = Math.floor((amountLeasedCents * rule.totalCostCapBps) / 10_000);
  const max = Math.floor((capCents - depositCents) / n);
  // Unreachable with v1's minimum amount and deposit shares; guards a future card against a zero payment.
  if (max < 1) throw ValidationError.field('leaseAmount', 'This amount cannot be leased within the state limit on total cost.');
  return max;
}
