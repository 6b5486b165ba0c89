import { and, desc, eq, isNull } from 'drizzle-orm';
import { verificationCodes } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { ValidationError } from '../errors';
import { loadApplication, type ApplicationRef } from '../applications/internal';
import { applyApplicationTransition } from '../applications/transitions';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { MAX_WRONG_ATTEMPTS, codeMatches } from './codes';
import { assertAwaitingVerification } from './internal';
import { confirmVerificationSchema, type ConfirmVerificationInput } from './schemas';

type Outcome = { ok: true; verifiedAt: Date } | { ok: false; message: string };

/**
 * POST /applications/{application}/confirm-verification (4.10, SPEC §9). Checks the newest live code in
 * constant time. A match consumes it (single use) and moves the approval from V to A (`verified_at`,
 * audit row, `application.verified` event). A miss counts against the code: the fifth locks it. The
 * count is committed even though the call then fails, so wrong guesses cannot be retried for free.
 */
export async function confirmVerification(ctx: Ctx, ref: ApplicationRef, input: ConfirmVerificationInput | unknown): Promise<{ applicationId: number; verifiedAt: Date }> {
  requirePermission(ctx, 'application.verify');
  const { code } = parseInput(confirmVerificationSchema, input);
  const now = new Date();
  let applicationId = 0;
  const outcome = await withTransaction(ctx, async (tx, txCtx): Promise<Outcome> => {
    const { application } = await loadApplication(txCtx, ref, { forUpdate: true });
    applicationId = application.id;
    assertAwaitingVerification(application, now);
    const [live] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.applicationId, application.id), isNull(verificationCodes.supersededAt), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!live) return { ok: false, message: 'No code is waiting to be confirmed. Send a new code.' };
    if (live.lockedAt) return { ok: false, message: 'Too many wrong codes. Send a new code.' };
    if (live.expiresAt.getTime() <= now.getTime()) return { ok: false, message: 'The code has expired. Send a new code.' };

    const audit = { entityType: 'application', entityId: application.id, retailerId: application.retailerId } as const;
    if (!codeMatches(application.id, live.salt, code, live.codeHash)) {
      const attempts = live.attempts + 1;
      const locked = attempts >= MAX_WRONG_ATTEMPTS;
      await tx
        .update(verificationCodes)
        .set({ attempts, lockedAt: locked ? now : null })
        .where(eq(verificationCodes.id, live.id));
      await recordAudit(tx, txCtx, { ...audit, action: 'application.verification_failed', data: { verificationCodeId: live.id, attempts, locked } });
      const left = MAX_WRONG_ATTEMPTS - attempts;
      return { ok: false, message: locked ? 'Too many wrong codes. Send a new code.' : `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.` };
    }

    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, live.id));
    await applyApplicationTransition(tx, txCtx, application, 'verify', {
      at: now,
      set: { verifiedAt: now },
      auditData: { verificationCodeId: live.id, channel: live.channel },
      eventData: { verified_at: now.toISOString() },
    });
    return { ok: true, verifiedAt: now };
  });
  if (!outcome.ok) throw ValidationError.field('code', outcome.message);
  return { applicationId, verifiedAt: outcome.verifiedAt };
}
