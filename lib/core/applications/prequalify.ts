import { eq, sql } from 'drizzle-orm';
import { stores } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { ssnBlindIndex } from '../crypto/field-encryption';
import { scoreApplication, type Reason, type ReasonCode } from '../scoring';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { assertStoreInScope, storeIdFor } from './internal';
import { recentDeclineExists } from './recent-decline';
import { prequalifySchema, type PrequalifyInput } from './schemas';
import { toScoringInput } from './scoring-input';

export type PrequalifyResult = { preQualified: boolean; modelVersion: number; reasons: Reason[]; checked: 'eligibility' | 'full' };

/** Without an income the model can only say "no" for reasons that do not depend on it. */
const NEEDS_INCOME: ReadonlySet<ReasonCode> = new Set(['INSUFFICIENT_INCOME']);

/**
 * POST /score/prequalify (4.20): the current model as a soft check. Creates no application and stores no
 * SSN (it is hashed into the blind index in memory, to find a recent decline, and dropped).
 *
 * - With `primaryIncome`: the full model; pre-qualified unless it would decline (approve or review).
 * - Without: its eligibility rules (age 18+, a store state served, no recent decline of the SSN at this
 *   retailer); the model runs with no income and pre-qualifies when nothing but the missing income declines.
 *
 * One audit row records that a soft check was made (store, outcome, reason codes; no PII).
 */
export async function prequalify(ctx: Ctx, input: PrequalifyInput | unknown): Promise<PrequalifyResult> {
  requirePermission(ctx, 'application.prequalify');
  const data = parseInput(prequalifySchema, input);
  const storeId = storeIdFor(ctx.actor, data.store_id);
  const asOf = new Date();
  const blindIndex = ssnBlindIndex(data.social_security_number);
  return withTransaction(ctx, async (tx, txCtx) => {
    const [store] = await tx
      .select({ id: stores.id, retailerId: stores.retailerId, state: stores.state, recentDecline: recentDeclineExists(sql.raw('stores.retailer_id'), blindIndex, asOf) })
      .from(stores)
      .where(eq(stores.id, storeId));
    assertStoreInScope(ctx.actor, store);
    const full = data.primaryIncome !== undefined;
    const result = scoreApplication(
      toScoringInput({
        primaryIncome: data.primaryIncome ?? { source: 'employment', frequency: 'monthly', grossCents: 0 },
        dateOfBirth: data.date_of_birth,
        bankOpenedAt: data.banking?.opened_at,
        onlineBanking: data.banking?.online,
        storeState: store.state,
        asOf,
        recentDecline: Boolean(store.recentDecline),
      }),
    );
    const reasons = full ? result.reasons : result.reasons.filter((r) => !NEEDS_INCOME.has(r.code));
    const preQualified = full ? result.code !== 'N' : reasons.length === 0;
    await recordAudit(tx, txCtx, {
      action: 'application.prequalified',
      entityType: 'store',
      entityId: store.id,
      retailerId: store.retailerId,
      data: { preQualified, checked: full ? 'full' : 'eligibility', modelVersion: result.modelVersion, reasonCodes: reasons.map((r) => r.code) },
    });
    return { preQualified, modelVersion: result.modelVersion, reasons: preQualified ? [] : reasons, checked: full ? 'full' : 'eligibility' };
  });
}
