'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { addCoApplicant } from '@/lib/core/applications/add-co-applicant';
import { revealSsn } from '@/lib/core/applications/reveal-ssn';
import { revealSsnSchema, type CoApplicantInput } from '@/lib/core/applications/schemas';
import { confirmVerification } from '@/lib/core/verification/confirm-verification';
import { sendVerification } from '@/lib/core/verification/send-verification';
import { handOffToSales } from '@/lib/core/notifications/hand-off-to-sales';
import type { ConfirmVerificationInput, SendVerificationInput } from '@/lib/core/verification/schemas';

/**
 * The application page's actions. Each authenticates itself (authedAction) and leaves every rule to the
 * core: roles (only manager and admin may reveal an SSN), scope (another store's application is not
 * found), validation with the shared schemas (field errors under their full paths), rate limits. After a
 * change, `refresh()` re-renders the page so the state badge and the timeline show it.
 */

const applicationRef = z.union([z.string().trim().min(1).max(64), z.number().int().positive()], { error: 'The application is required.' });

/** The full SSN, for a manager or admin; the core audits every reveal. */
export const revealSsnAction = authedAction(z.object({ application: applicationRef, person: revealSsnSchema.shape.person }), async (ctx, input) => {
  const { ssn } = await revealSsn(ctx, input.application, { person: input.person });
  refresh();
  return { ssn };
});

export const addCoApplicantAction = authedAction(
  // The co-applicant body is parsed by the core with the shared coApplicantSchema, so its errors keep
  // their paths (`primaryIncome.gross`).
  z.object({ application: applicationRef, coApplicant: z.custom<CoApplicantInput>() }),
  async (ctx, input) => {
    const added = await addCoApplicant(ctx, input.application, input.coApplicant);
    refresh();
    return { coapplicantScore: added.coapplicantScore };
  },
);

export const sendVerificationAction = authedAction(
  z.object({ application: applicationRef, mode: z.custom<SendVerificationInput['mode']>(), language: z.custom<SendVerificationInput['language']>() }),
  async (ctx, input) => {
    const sent = await sendVerification(ctx, input.application, { mode: input.mode, language: input.language });
    refresh();
    return { channel: sent.channel, maskedRecipient: sent.maskedRecipient, expiresAt: sent.expiresAt.toISOString() };
  },
);

export const confirmVerificationAction = authedAction(
  z.object({ application: applicationRef, code: z.custom<ConfirmVerificationInput['code']>() }),
  async (ctx, input) => {
    try {
      const confirmed = await confirmVerification(ctx, input.application, { code: input.code });
      return { verifiedAt: confirmed.verifiedAt.toISOString() };
    } finally {
      // A wrong code is recorded too (attempts, lock): the timeline shows it either way.
      refresh();
    }
  },
);

/** Passes a verified approval to the store's sales staff (a portal notification each). */
export const handOffAction = authedAction(z.object({ application: applicationRef }), async (ctx, input) => {
  const result = await handOffToSales(ctx, input.application);
  refresh();
  return result;
});
