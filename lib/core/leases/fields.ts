import { z } from 'zod';
import { calendarDateSchema } from '../dates';
import { dollarsToCents } from '../money';

/**
 * Field rules of the pricing and lease requests (API description 2.12, 2.13). Messages are written for a
 * person filling in a form; the API reports them under the field's full path (`items.0.unit_price`).
 * Optional fields accept `null` as "not given".
 */
type Issue = { input?: unknown };
const typeError = (label: string, kind: string) => (issue: Issue) =>
  issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} must be ${kind}.`;

/** Absent or null: not given. (nullish + transform rather than preprocess, so the OpenAPI input schema keeps the type.) */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((v): z.output<T> | undefined => v ?? undefined)
    .optional();
}

/** Absent or null: `fallback` (an output value: cents for money). */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.nullish().transform((v): z.output<T> => v ?? fallback);
}

export const MAX_DOLLARS = 1_000_000;

/**
 * Dollars as a JSON number → integer cents, half-up on the cent (SPEC §3). Numbers only, so a client's
 * type mistake (`"1200"`) is reported rather than guessed.
 */
export function dollarsField(label: string, options: { positive?: boolean; max?: number } = {}) {
  const max = options.max ?? MAX_DOLLARS;
  return z
    .number({ error: typeError(label, 'a number of dollars') })
    .refine((v) => (options.positive ? v > 0 : v >= 0), options.positive ? `The ${label} must be more than $0.` : `The ${label} may not be negative.`)
    .refine((v) => v <= max, `The ${label} may not be more than $${max.toLocaleString('en-US')}.`)
    .transform((v) => dollarsToCents(v));
}

export function integerField(label: string, min: number, max: number) {
  return z
    .number({ error: typeError(label, 'a whole number') })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be from ${min} to ${max}.`)
    .max(max, `The ${label} must be from ${min} to ${max}.`);
}

export function booleanField(label: string) {
  return z.boolean({ error: typeError(label, 'true or false') });
}

export function textField(label: string, max: number) {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .min(1, { message: `The ${label} field is required.`, abort: true })
    .max(max, `The ${label} may not be longer than ${max} characters.`);
}

/**
 * One of `values`, forgiving case and `_`/space/`-` variants (`Semi Monthly` → `semi-monthly`, `b` → `B`),
 * and any `aliases` (`English` → `en`).
 */
export function choiceField<const T extends readonly [string, ...string[]]>(label: string, values: T, aliases: Record<string, T[number]> = {}) {
  const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const byKey = new Map<string, T[number]>([...values.map((v) => [squash(v), v] as const), ...Object.entries(aliases).map(([k, v]) => [squash(k), v] as const)]);
  return z.string({ error: typeError(label, `one of: ${values.join(', ')}`) }).meta({ description: `One of: ${values.join(', ')}.` }).transform((value, ctx) => {
    const found = byKey.get(squash(value.trim()));
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be one of: ${values.join(', ')}.` });
      return z.NEVER;
    }
    return found as T[number];
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;

/** An application's integer id (number or digits) or its uuid (SPEC §3), normalised to a number or lower-case uuid. */
export function applicationIdField(label = 'application_id') {
  return z.union([z.number(), z.string()], { error: typeError(label, 'an application id or uuid') }).transform((value, ctx) => {
    const text = String(value).trim();
    if (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_INT4) return Number(text);
    if (UUID.test(text)) return text.toLowerCase();
    ctx.addIssue({ code: 'custom', message: `The ${label} must be an application id (a positive whole number) or its uuid.` });
    return z.NEVER;
  });
}

/** A lease or application reference from a path: id or uuid; anything else matches nothing (→ 404). */
export function parseRef(ref: string | number): number | string | null {
  const text = String(ref).trim();
  if (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_INT4) return Number(text);
  if (UUID.test(text)) return text.toLowerCase();
  return null;
}

export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
const stateSet: ReadonlySet<string> = new Set(usStateCodes);

/** A two-letter code of a US state or DC (ISO 3166-2 without the `US-` prefix; `US-TX` is accepted too). */
export function stateField(label: string) {
  return z
    .string({ error: typeError(label, 'a two-letter state code') })
    .transform((s) => s.trim().toUpperCase().replace(/^US-/, ''))
    .refine((s) => stateSet.has(s), `The ${label} must be the two-letter code of a US state or DC, as TX.`);
}

export function zipField(label: string) {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, `The ${label} must be 5 digits (or ZIP+4, as 77002-1234).`);
}

export function dateField(label: string) {
  return z.string({ error: typeError(label, 'a date as YYYY-MM-DD') }).pipe(calendarDateSchema);
}

export function emailField(label: string) {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .max(254, `The ${label} may not be longer than 254 characters.`)
    .regex(z.regexes.email, `The ${label} must be a valid email address.`);
}

export function urlField(label: string) {
  return z
    .string({ error: typeError(label, 'a URL') })
    .trim()
    .max(2000, `The ${label} may not be longer than 2000 characters.`)
    .refine((v) => {
      try {
        return ['https:', 'http:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `The ${label} must be an http(s) URL.`);
}
