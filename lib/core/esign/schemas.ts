import { z } from 'zod';

/** A drawn signature is a PNG data URL of at most 200 KB (of data URL text). */
export const MAX_DRAWN_SIGNATURE_CHARS = 200 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const signatureSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('typed') }),
    z.object({
      kind: z.literal('drawn'),
      pngDataUrl: z
        .string({ error: 'Draw your signature.' })
        .max(MAX_DRAWN_SIGNATURE_CHARS, 'The drawn signature is too large (at most 200 KB). Clear it and draw it again.')
        .regex(PNG_DATA_URL, 'The drawn signature must be a PNG image.'),
    }),
  ],
  { error: 'Type or draw your signature.' },
);

/** The signing form, shared by the page's form and the server action. */
export const signEnvelopeSchema = z.object({
  token: z.string({ error: 'The signing link is missing.' }).min(1, 'The signing link is missing.').max(200, 'The signing link is not valid.'),
  consent: z.literal(true, { error: 'You must agree to sign electronically.' }),
  signerName: z
    .string({ error: 'Type your full name.' })
    .trim()
    .min(1, 'Type your full name.')
    .max(120, 'The name may not be longer than 120 characters.'),
  signature: signatureSchema,
});

export type SignEnvelopeForm = z.infer<typeof signEnvelopeSchema>;
export type SignEnvelopeInput = SignEnvelopeForm & { ip: string | null; userAgent: string | null };
