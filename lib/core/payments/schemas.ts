import { z } from 'zod';
import { dollarsToCents } from '../money';

/**
 * Request shapes of the card endpoints (API description 2.15, 4.6, 4.17, 4.18; SPEC §10), shared by the
 * route handlers, the portal's Take payment dialog and the OpenAPI document. Unknown fields are dropped.
 * The CVV is validated here and never leaves this schema: the parsed output has no `cvv`.
 */

type Issue = { input?: unknown };
const required = (label: string, kind: string) => (issue: Issue) =>
  issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} must be ${kind}.`;

export const MAX_PAYMENT_DOLLARS = 1_000_000;

/** Dollars as a JSON number or a decimal string ("12.34"), at most two decimals, more than 0 → cents. */
export const amountField = z
  .union([z.number(), z.string()], { error: required('amount', 'a number of dollars') })
  .meta({ description: 'Dollars, as a number or a decimal string such as "12.34"; at most two decimals.' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(Number(text))) {
      ctx.addIssue({ code: 'custom', message: 'The amount must be a positive number of dollars with at most two decimals, as 12.34.' });
      return z.NEVER;
    }
    const cents = dollarsToCents(text);
    if (cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'The amount must be more than $0.' });
      return z.NEVER;
    }
    if (cents > MAX_PAYMENT_DOLLARS * 100) {
      ctx.addIssue({ code: 'custom', message: `The amount may not be more than $${MAX_PAYMENT_DOLLARS.toLocaleString('en-US')}.` });
      return z.NEVER;
    }
    return cents;
  });

export const loanNumberField = z
  .string({ error: required('loan number', 'text') })
  .trim()
  .min(1, 'The loan number field is required.')
  .max(40, 'The loan number may not be longer than 40 characters.')
  .meta({ description: "The lease's loan number, e.g. LL-2026-000123." });

const cardIdField = z
  .union([z.number(), z.string()], { error: required('card_id', 'a card id') })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,10}$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: 'The card_id must be the id of a card of this lease.' });
      return z.NEVER;
    }
    return Number(text);
  })
  .meta({ description: 'A card of this lease (`card_on_file.id` of GET /leases/{lease}); default: the card on file.' });

const sourceSystemField = z
  .string({ error: required('source system', 'text') })
  .trim()
  .max(50, 'The source system may not be longer than 50 characters.')
  .optional()
  .nullable()
  .transform((v) => v || undefined);

const brandField = z
  .string()
  .trim()
  .toLowerCase()
  .max(20, 'The card brand may not be longer than 20 characters.')
  .regex(/^[a-z ]*$/, 'The card brand must be a name such as visa.');

/** `card`: what the tokenizer returned besides the token (2.15). Only brand and expiry are read. */
export const tokenizedCardSchema = z
  .object({
    brand: brandField.optional().nullable(),
    exp_month: z.number().int().min(1).max(12).optional().nullable(),
    exp_year: z.number().int().min(2000).max(2100).optional().nullable(),
  })
  .meta({ description: 'The tokenized card as the tokenizer returned it; brand and expiry are kept, anything else is ignored.' });

/** SaveCard (2.15): the body of POST /applications/save-and-charge-card. */
export const saveAndChargeSchema = z
  .object(
    {
      loan_number: loanNumberField,
      amount: amountField,
      token: z
        .string({ error: required('token', 'the processor token') })
        .trim()
        .min(1, 'The token field is required.')
        .max(200, 'The token may not be longer than 200 characters.')
        .regex(/^[A-Za-z0-9_]+$/, 'The token must be the token the payment processor issued, e.g. tok_visa.')
        .meta({ description: 'The one-time card token from the processor\'s tokenizer (sandbox: tok_visa, tok_mastercard, tok_chargeDeclined, tok_insufficientFunds, tok_processingError).' }),
      card: tokenizedCardSchema.optional().nullable(),
      card_last_four: z
        .string({ error: required('card last four', 'four digits') })
        .trim()
        .regex(/^\d{4}$/, 'The card last four must be exactly four digits.'),
      card_expiration: z
        .string({ error: required('card expiration', 'MM/YY') })
        .trim()
        .regex(/^(0[1-9]|1[0-2])\/(\d{2})$/, 'The card expiration must be MM/YY, as 09/28.'),
      cvv: z
        .string({ error: required('cvv', 'three or four digits') })
        .trim()
        .regex(/^\d{3,4}$/, 'The cvv must be three or four digits.')
        .optional()
        .nullable()
        .meta({ description: 'Validated (3–4 digits) and dropped: never stored, logged or echoed.' }),
      source_system: sourceSystemField,
    },
    { error: 'The body must be a JSON object.' },
  )
  .transform(({ cvv: _cvv, card_expiration, card, ...rest }) => {
    const [month, year] = card_expiration.split('/').map(Number) as [number, number];
    return { ...rest, brand: card?.brand || null, expMonth: month, expYear: 2000 + year };
  });
export type SaveAndChargeInput = z.input<typeof saveAndChargeSchema>;
export type SaveAndCharge = z.output<typeof saveAndChargeSchema>;

/** One LeasePayment (4.17): a charge of the lease's card on file (or `card_id`). Also the body of 4.18. */
export const leasePaymentSchema = z
  .object(
    {
      loan_number: loanNumberField,
      amount: amountField,
      card_id: cardIdField.optional().nullable().transform((v) => v ?? undefined),
      source_system: sourceSystemField,
    },
    { error: 'Each payment must be an object with loan_number and amount.' },
  )
  .meta({ id: 'LeasePayment', description: 'A payment to collect from a lease\'s card: `loan_number`, `amount` (dollars), optional `card_id` (default: the card on file).' });
export type LeasePaymentInput = z.input<typeof leasePaymentSchema>;
export type LeasePaymentRequest = z.output<typeof leasePaymentSchema>;

export const MAX_BATCH = 500;

/** The body of POST /cards/charge: 1–500 LeasePayment items, each checked on its own when charged. */
export const leasePaymentBatchSchema = z
  .array(z.unknown(), { error: 'The body must be a JSON array of LeasePayment items.' })
  .min(1, 'Send at least one payment.')
  .max(MAX_BATCH, `Send at most ${MAX_BATCH} payments per request.`);

/** The batch as documented (the route parses with leasePaymentBatchSchema, then each item with leasePaymentSchema). */
export const leasePaymentBatchDocSchema = z.array(leasePaymentSchema).min(1).max(MAX_BATCH);

/** The portal's Take payment form after the browser tokenized the card: no card number ever. */
export const takePaymentSchema = z.object({
  leaseId: z.coerce.number().int().positive(),
  amount: amountField,
  token: z.string().trim().min(1, 'Enter the card details.').max(200).regex(/^[A-Za-z0-9_]+$/),
  brand: brandField.optional().nullable(),
  lastFour: z.string().regex(/^\d{4}$/),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
});
export type TakePaymentInput = z.input<typeof takePaymentSchema>;
