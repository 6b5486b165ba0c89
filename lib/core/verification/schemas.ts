import { z } from 'zod';
import { languages } from '../messaging/types';

/** send-verification (4.9): `mode` `sms` (default) or `email`; `language` of the message, `en` (default) or `es`. */
export const sendVerificationSchema = z.object({
  mode: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['sms', 'email'], { error: 'The mode must be sms or email.' }).default('sms'),
  ),
  language: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase().slice(0, 2) : v),
    z.enum(languages, { error: 'The language must be en or es.' }).default('en'),
  ),
});
export type SendVerificationInput = z.input<typeof sendVerificationSchema>;

/** confirm-verification (4.10): the six-digit `code` (a JSON number is read as its six digits, zero-padded). */
export const confirmVerificationSchema = z.object({
  code: z
    .union([z.string(), z.number()], { error: (i) => (i.input == null ? 'The code is required.' : 'The code must be text.') })
    .transform((v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v).padStart(6, '0') : String(v).trim()))
    .pipe(z.string().regex(/^\d{6}$/, 'The code must be the 6 digits we sent.')),
});
export type ConfirmVerificationInput = z.input<typeof confirmVerificationSchema>;
