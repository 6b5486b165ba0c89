/**
 * Rate card for model version 1. Frozen: a lease priced with v1 must price the same forever, so a change
 * here is a new rate card under a new model version (see docs/pricing.md), never an edit.
 */
import type { RateCard } from './types';

export const rateCardV1: RateCard = {
  modelVersion: 1,
  /**
   * The v1 scorecard's bands and score floors (lib/core/scoring/v1.ts), copied so the card stays
   * frozen even if scoring code moves. A+/A/B are approved, C goes to review (and may be approved),
   * D is declined; D is priced like C plus a step so a what-if calculation never fails.
   */
  bands: [
    { band: 'A+', minScore: 800, multBps: 17_000 },
    { band: 'A', minScore: 720, multBps: 17_500 },
    { band: 'B', minScore: 640, multBps: 18_000 },
    { band: 'C', minScore: 560, multBps: 19_000 },
    { band: 'D', minScore: 100, multBps: 20_000 },
  ],
  /** Store rating 1 (best) … 5: a weaker store carries more returns and disputes. Index = rating − 1. */
  ratingMultAddBps: [0, 500, 1_000, 1_500, 2_000],
  /**
   * Higher options approve more against a larger initial payment (5/10/15 %, the same shares the v1
   * scorecard quotes as the down payment) and spread it over a longer term, which costs more.
   */
  options: {
    A: { termMonths: 12, multAddBps: 0, leaseDepositBps: 500 },
    B: { termMonths: 15, multAddBps: 1_000, leaseDepositBps: 1_000 },
    C: { termMonths: 18, multAddBps: 2_000, leaseDepositBps: 1_500 },
  },
  minAmountLeasedCents: 100_00,
  maxAmountLeasedCents: 50_000_00,
  /** Care plan: 1 % of the amount leased per month, at least $5 and at most $25, spread over the payments. */
  carePlan: { monthlyBps: 100, minMonthlyCents: 5_00, maxMonthlyCents: 25_00 },
  earlyPurchase: {
    ninetyDayFeeCents: 25_00,
    months6RemainingFeeDiscountBps: 5_000,
    months9RemainingFeeDiscountBps: 4_000,
  },
};
