import type { Cents } from '../money';
import type { Ctx } from '../context';
import type { OptionLetter } from '../scoring';
import { getDecision } from './get-decision';
import type { ApplicationRef } from './internal';

/** States in which an approval's offers still stand: pending verification, approved, leased. */
const OFFERS_STAND_IN = new Set(['V', 'A', 'L']);

/**
 * GET /applications/{application}/offers (4.14): approved amount per option letter. Reviews and declines
 * have none; an expired or cancelled approval's offers no longer stand, so they are empty too.
 */
export async function getOffers(ctx: Ctx, ref: ApplicationRef): Promise<Partial<Record<OptionLetter, Cents>>> {
  const decision = await getDecision(ctx, ref);
  return OFFERS_STAND_IN.has(decision.stateCode) ? decision.offers : {};
}
