import { z } from 'zod';

/** Enrolment's confirmation: the form (components/settings/two-factor-enrolment.tsx) and the core check the same. */
export const confirmEnrolmentInput = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the six-digit code from your app.') });
export type ConfirmEnrolmentInput = z.input<typeof confirmEnrolmentInput>;
