'use server';

import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { createApplication } from '@/lib/core/applications/create-application';
import type { ApplicationInput } from '@/lib/core/applications/schemas';
import { toDecisionView } from '@/components/applications/decision-view';

/**
 * Submits the intake. The core parses the body with the shared `applicationSchema` itself (the output of
 * a first parse — cents, normalised digits — is not a valid input for a second), so the wrapper only
 * authenticates here and every field error comes back from the core under its full path.
 */
export const submitApplication = authedAction(z.custom<ApplicationInput>(), async (ctx, input) => {
  const { decision, replayed } = await createApplication(ctx, input);
  return toDecisionView(decision, replayed);
});
