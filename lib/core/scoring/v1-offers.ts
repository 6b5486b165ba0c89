/** Model v1 approved amounts and initial payments. Frozen with the rest of v1. */
import type { Cents } from '@/lib/core/money';
import type { OptionLetter } from './types';

export type ApprovingBand = 'A+' | 'A' | 'B';

/** Option A is this share of household monthly income, so a lease stays a fraction of a month's pay. */
const OPTION_A_PERCENT_OF_MONTHLY_INCOME: Record<ApprovingBand, number> = { 'A+': 60, A: 50, B: 40 };

/** B and C approve more against a larger initial payment (percent of option A / of the option's own amount). */
const OPTION_AMOUNT_PERCENT_OF_A: Record<OptionLetter, number> = { A: 100, B: 125, C: 150 };
const DOWN_PAYMENT_PERCENT: Record<OptionLetter, number> = { A: 5, B: 10, C: 15 };

const OPTIONS_BY_BAND: Record<ApprovingBand, OptionLetter[]> = { 'A+': ['A', 'B', 'C'], A: ['A', 'B', 'C'], B: ['A', 'B'] };

export const V1_OFFER_STEP_CENTS: Cents = 5_000; // $50
export const V1_MIN_OPTION_A_CENTS: Cents = 50_000; // $500
export const V1_MAX_OPTION_A_CENTS: Cents = 300_000; // $3,000, so option C tops out at $4,500

/** Rounds down to the $50 step: never approve more than the formula allows. */
function floorToStep(cents: number): Cents {
  return Math.floor(cents / V1_OFFER_STEP_CENTS) * V1_OFFER_STEP_CENTS;
}

export type V1Offers = {
  offers: Partial<Record<OptionLetter, Cents>>;
  downPayments: Partial<Record<OptionLetter, Cents>>;
  optionsApproved: string;
};

export function v1Offers(band: ApprovingBand, householdMonthlyCents: Cents): V1Offers {
  const share = floorToStep((householdMonthlyCents * OPTION_A_PERCENT_OF_MONTHLY_INCOME[band]) / 100);
  const optionA = Math.min(V1_MAX_OPTION_A_CENTS, Math.max(V1_MIN_OPTION_A_CENTS, share));
  const offers: Partial<Record<OptionLetter, Cents>> = {};
  const downPayments: Partial<Record<OptionLetter, Cents>> = {};
  for (const letter of OPTIONS_BY_BAND[band]) {
    const amount = floorToStep((optionA * OPTION_AMOUNT_PERCENT_OF_A[letter]) / 100);
    offers[letter] = amount;
    // Amounts are multiples of $50, so 5/10/15 % of them are whole cents: no rounding needed.
    downPayments[letter] = (amount * DOWN_PAYMENT_PERCENT[letter]) / 100;
  }
  return { offers, downPayments, optionsApproved: OPTIONS_BY_BAND[band].join('') };
}
