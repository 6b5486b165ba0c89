'use server';

import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { lookupApplication } from '@/lib/core/applications/lookup-application';
import type { LookupInput } from '@/lib/core/applications/schemas';
import { toDecisionView } from '@/components/applications/decision-view';

/**
 * Finds the newest application in the user's stores by last name, date of birth and SSN (API 4.7). The
 * core parses with the shared `lookupSchema`; the SSN never leaves the server again, nor goes in a URL.
 */
export const lookupAction = authedAction(z.custom<LookupInput>(), async (ctx, input) => {
  const found = await lookupApplication(ctx, input);
  return {
    applicationId: found.applicationId,
    name: [found.applicant.firstName, found.applicant.middleName, found.applicant.lastName].filter(Boolean).join(' '),
    decision: toDecisionView(found.decision),
  };
});
