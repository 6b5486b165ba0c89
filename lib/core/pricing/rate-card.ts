/**
 * The rate card shape, the registry of cards by model version, and the small lookups the quote makes.
 * A decision records its model version forever, so re-pricing an old application uses its own card.
 */
import { ValidationError } from '@/lib/core/errors';
import type { Cents } from '@/lib/core/money';
import { divideHalfUp } from './arithmetic';
import { rateCardV1 } from './rate-card-v1';
import type { OptionLetter, OptionTerms, RateCard } from './types';

export type { OptionTerms, RateCard };

/** Every card ever shipped; entries are only added, never changed or removed. */
export const rateCards: Readonly<Record<number, RateCard>> = { 1: rateCardV1 };

/** The same cards by number, for the quote's lookup (a Map.get, not a number → string key conversion). */
const cardsByVersion = new Map(Object.entries(rateCards).map(([version, card]) => [Number(version), card]));

export function rateCardFor(modelVersion: number): RateCard {
  const known = typeof modelVersion === 'number' ? cardsByVersion.get(modelVersion) : undefined;
  if (known) return known;
  const card = Object.hasOwn(rateCards, modelVersion) ? rateCards[modelVersion] : undefined;
  if (!card) {
    throw ValidationError.field('modelVersion', `No rate card for model version ${String(modelVersion)}; known: ${Object.keys(rateCards).join(', ')}.`);
  }
  return card;
}

const MIN_SCORE = 100;
const MAX_SCORE = 999;

/** The band a score prices in, by the card's score floors. */
export function bandForScore(card: RateCard, score: number): string {
  if (!Number.isInteger(score) || score < MIN_SCORE || score > MAX_SCORE) {
    throw ValidationError.field('score', `Must be a whole number from ${MIN_SCORE} to ${MAX_SCORE}.`);
  }
  for (const row of card.bands) if (score >= row.minScore) return row.band;
  throw ValidationError.field('score', `No band for score ${score}.`);
}

export function optionTerms(card: RateCard, option: OptionLetter): OptionTerms {
  if (option === 'A' || option === 'B' || option === 'C') {
    const letterTerms = card.options[option];
    if (letterTerms) return letterTerms;
  }
  // hasOwn: a caller's 'constructor' must not find Object.prototype's.
  const terms = Object.hasOwn(card.options, option) ? card.options[option] : undefined;
  if (!terms) throw ValidationError.field('option', 'Must be one of A, B, C.');
  return terms;
}

/** Band multiplier + rating step + option step, in bps of 1 (e.g. 21,500 = 2.15×). */
export function rateCardMultBps(card: RateCard, band: string, rating: number, terms: OptionTerms): number {
  let bandRow: RateCard['bands'][number] | undefined;
  for (const row of card.bands) {
    if (row.band === band) {
      bandRow = row;
      break;
    }
  }
  if (!bandRow) throw ValidationError.field('band', `Must be one of ${card.bands.map((b) => b.band).join(', ')}.`);
  const ratingAdd = Number.isInteger(rating) ? card.ratingMultAddBps[rating - 1] : undefined;
  if (ratingAdd === undefined) throw ValidationError.field('rating', `Must be a whole number from 1 to ${card.ratingMultAddBps.length}.`);
  return bandRow.multBps + ratingAdd + terms.multAddBps;
}

/** The care-plan charge per payment: the monthly charge × 12 ÷ payments per year, half-up to the cent. */
export function carePlanPerPaymentCents(card: RateCard, amountLeasedCents: Cents, perYear: number): Cents {
  const { monthlyBps, minMonthlyCents, maxMonthlyCents } = card.carePlan;
  const monthly = Math.min(maxMonthlyCents, Math.max(minMonthlyCents, divideHalfUp(amountLeasedCents * monthlyBps, 10_000)));
  return divideHalfUp(monthly * 12, perYear);
}
