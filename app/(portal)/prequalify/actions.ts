'use server';

import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { prequalify } from '@/lib/core/applications/prequalify';
import type { PrequalifyInput } from '@/lib/core/applications/schemas';

/** A soft check with the current model (API 4.20): no application is created and no SSN is stored. */
export const prequalifyAction = authedAction(z.custom<PrequalifyInput>(), async (ctx, input) => {
  const result = await prequalify(ctx, input);
  return { preQualified: result.preQualified, checked: result.checked, modelVersion: result.modelVersion, reasons: result.reasons.map((r) => ({ code: r.code, text: r.text })) };
});
