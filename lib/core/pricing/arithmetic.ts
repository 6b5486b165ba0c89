/**
 * Exact integer rounding for pricing. money.roundHalfUp rounds a float that is already divided; here the
 * division itself is done in integers, so a true half cent can never arrive as x.4999… and round down.
 */

/** round(numerator ÷ denominator), halves up, for non-negative safe integers (the products stay below 2^53). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
