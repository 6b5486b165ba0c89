import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { verificationCodes } from '@/db/schema';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { recordAudit } from '../audit/record-audit';
import { RateLimitedError, ValidationError } from '../errors';
import { loadApplication, type ApplicationRef } from '../applications/internal';
import { deliverMessage } from '../messaging/deliver-message';
import { verificationCodeTemplate } from '../messaging/templates';
import type { OutgoingMessage } from '../messaging/types';
import { withTransaction } from '../transaction';
import { parseInput } from '../validation';
import { CODE_TTL_MS, HOUR_MS, MAX_SENDS_PER_HOUR, MIN_SEND_INTERVAL_MS, generateCode, hashCode, newSalt } from './codes';
import { assertAwaitingVerification, maskRecipient } from './internal';
import { sendVerificationSchema, type SendVerificationInput } from './schemas';

export type SentVerification = { channel: 'sms' | 'email'; maskedRecipient: string; expiresAt: Date };

/**
 * POST /applications/{application}/send-verification (4.9, SPEC §9). In one transaction, with the
 * application row locked so concurrent sends queue: checks the rate limits (1 per 30 s, 5 per hour per
 * application), kills any live code, stores the new code's keyed hash and audits the send. The message
 * leaves after the commit.
 */
export async function sendVerification(ctx: Ctx, ref: ApplicationRef, input: SendVerificationInput | unknown = {}): Promise<SentVerification> {
  requirePermission(ctx, 'application.verify');
  const { mode, language } = parseInput(sendVerificationSchema, input ?? {});
  const now = new Date();
  const { message, sent } = await withTransaction(ctx, async (tx, txCtx) => {
    const { application, applicant } = await loadApplication(txCtx, ref, { forUpdate: true });
    assertAwaitingVerification(application, now);
    const to = mode === 'sms' ? (applicant.cell ?? applicant.phone) : applicant.email;
    if (!to) throw ValidationError.field('mode', mode === 'sms' ? 'The applicant has no cell or phone number on file.' : 'The applicant has no email address on file.');

    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.applicationId, application.id), gt(verificationCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(asc(verificationCodes.createdAt));
    const last = recent.at(-1);
    if (last && now.getTime() - last.createdAt.getTime() < MIN_SEND_INTERVAL_MS) {
      throw new RateLimitedError((MIN_SEND_INTERVAL_MS - (now.getTime() - last.createdAt.getTime())) / 1000, 'A code was sent less than 30 seconds ago. Wait before sending another.');
    }
    if (recent.length >= MAX_SENDS_PER_HOUR) {
      throw new RateLimitedError((recent[0]!.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000, 'Five codes were sent in the last hour. Wait before sending another.');
    }

    // A resend kills the previous code: only the newest can ever be confirmed.
    await tx
      .update(verificationCodes)
      .set({ supersededAt: now })
      .where(and(eq(verificationCodes.applicationId, application.id), isNull(verificationCodes.supersededAt), isNull(verificationCodes.consumedAt)));
    const code = generateCode();
    const salt = newSalt();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const [row] = await tx
      .insert(verificationCodes)
      .values({ applicationId: application.id, retailerId: application.retailerId, channel: mode, codeHash: hashCode(application.id, salt, code), salt, expiresAt, createdAt: now })
      .returning({ id: verificationCodes.id });
    await recordAudit(tx, txCtx, {
      action: 'application.verification_sent',
      entityType: 'application',
      entityId: application.id,
      retailerId: application.retailerId,
      data: { channel: mode, language, verificationCodeId: row!.id },
    });

    const rendered = verificationCodeTemplate(language, { code, minutes: CODE_TTL_MS / 60_000 });
    const message: OutgoingMessage = {
      channel: mode,
      to,
      subject: mode === 'email' ? rendered.email.subject : undefined,
      text: mode === 'email' ? rendered.email.text : rendered.sms,
      template: 'verification-code',
      language,
      retailerId: application.retailerId,
      applicationId: application.id,
    };
    return { message, sent: { channel: mode, maskedRecipient: maskRecipient(mode, to), expiresAt } satisfies SentVerification };
  });
  await deliverMessage(ctx.db, message);
  return sent;
}
