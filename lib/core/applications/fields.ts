import { z } from 'zod';
import { calendarDateSchema } from '../dates';
import { usStateCodes } from './value-lists';
import { dollarsToCents } from '../money';

/**
 * Field-level rules shared by every application-shaped request (API, server actions, forms). Each
 * message is written for a person filling in a form; the API reports it under the field's full path.
 * Optional fields accept `null` and `""` as "not given".
 */

type Issue = { input?: unknown };
const typeError = (label: string, kind: string) => (issue: Issue) =>
  issue.input === undefined || issue.input === null ? `The ${label} is required.` : `The ${label} must be ${kind}.`;

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Makes a field optional: absent, `null` and blank text all mean "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

export function text(label: string, max: number) {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may not be longer than ${max} characters.`);
}

export function nameText(label: string) {
  return text(label, 50).regex(/^[\p{L}\p{M}' .\-]+$/u, `The ${label} may contain only letters, spaces, apostrophes, periods and hyphens.`);
}

/** A real calendar date, YYYY-MM-DD or MM/DD/YYYY, normalised to YYYY-MM-DD. */
export function dateField(label: string) {
  return z.string({ error: typeError(label, 'a date as YYYY-MM-DD or MM/DD/YYYY') }).pipe(calendarDateSchema);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Born in the past, and not more than 120 years ago. An under-age applicant is valid input (and declined). */
export function dateOfBirthField(label = 'date of birth') {
  return dateField(label).refine((d) => d <= todayUtc(), `The ${label} must be in the past.`).refine((d) => Number(d.slice(0, 4)) >= new Date().getUTCFullYear() - 120, `The ${label} is too long ago.`);
}

/** Not in the future, not before 1900. */
export function pastDateField(label: string) {
  return dateField(label).refine((d) => d <= todayUtc(), `The ${label} may not be in the future.`).refine((d) => d >= '1900-01-01', `The ${label} is too long ago.`);
}

/**
 * Social Security number: `123-45-6789`, `123 45 6789` or `123456789`, normalised to nine digits. The
 * structure is checked as the SSA issues numbers: area 000, 666 and 900–999, group 00 and serial 0000
 * never occur.
 */
export function ssnField(label = 'Social Security number') {
  return z.string({ error: typeError(label, 'text') }).transform((value, ctx) => {
    const match = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value.trim());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be 9 digits, as 123-45-6789.` });
      return z.NEVER;
    }
    const [, area, group, serial] = match as unknown as [string, string, string, string];
    if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') {
      ctx.addIssue({ code: 'custom', message: `The ${label} is not a valid Social Security number.` });
      return z.NEVER;
    }
    return `${area}${group}${serial}`;
  });
}

/**
 * A US (NANP) phone number, with any of `( ) - . +` and spaces, optionally led by country code 1;
 * normalised to ten digits. Area code and exchange cannot start with 0 or 1.
 */
export function usPhoneField(label: string) {
  return z.string({ error: typeError(label, 'text') }).transform((value, ctx) => {
    const stripped = value.trim().replace(/[\s().\-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(stripped)) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be a US phone number with area code, as (512) 555-0123.` });
      return z.NEVER;
    }
    return stripped;
  });
}

export function zipField(label = 'ZIP code') {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, `The ${label} must be 5 digits (or ZIP+4, as 77002-1234).`);
}

export { usStateCodes };
const stateSet: ReadonlySet<string> = new Set(usStateCodes);

export function stateField(label = 'state') {
  return z
    .string({ error: typeError(label, 'a two-letter state code') })
    .trim()
    .toUpperCase()
    .refine((s) => stateSet.has(s), `The ${label} must be a two-letter US state code, as TX.`);
}

export function emailField(label = 'email') {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .max(254, `The ${label} may not be longer than 254 characters.`)
    .regex(z.regexes.email, `The ${label} must be a valid email address.`);
}

/**
 * Dollars as a JSON number → integer cents, rounded half-up on the cent (SPEC §3). Numbers only:
 * `"1200"` is refused, so a client's type mistake is reported rather than guessed.
 */
export function dollarsField(label: string, bounds: { min: number; max: number; minExclusive?: boolean }) {
  return z
    .number({ error: typeError(label, 'a number of dollars') })
    .refine(Number.isFinite, `The ${label} must be a number of dollars.`)
    .refine((v) => (bounds.minExclusive ? v > bounds.min : v >= bounds.min), `The ${label} must be ${bounds.minExclusive ? 'more than' : 'at least'} $${bounds.min}.`)
    .refine((v) => v <= bounds.max, `The ${label} may not be more than $${bounds.max.toLocaleString('en-US')}.`)
    .transform((v) => dollarsToCents(v));
}

/** ABA routing number: nine digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 10 === 0;
}

export function routingNumberField(label = 'routing number') {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .regex(/^\d{9}$/, `The ${label} must be 9 digits.`)
    .refine(isValidRoutingNumber, `The ${label} is not a valid ABA routing number (its check digit does not match).`);
}

export function accountNumberField(label = 'account number') {
  return z
    .string({ error: typeError(label, 'text') })
    .transform((v) => v.trim().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,17}$/, `The ${label} must be 4 to 17 digits.`));
}

/** A store id as an integer or a string of digits (SPEC §3). */
export function storeIdField(label = 'store_id') {
  return z
    .union([z.number(), z.string()], { error: typeError(label, 'a store id') })
    .transform((value, ctx) => {
      const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a store id (a positive whole number).` });
        return z.NEVER;
      }
      return n;
    });
}

export function booleanField(label: string) {
  return z.boolean({ error: typeError(label, 'true or false') });
}

export function dayOfMonthField(label: string) {
  return z.number({ error: typeError(label, 'a whole number') }).int(`The ${label} must be a whole number.`).min(1, `The ${label} must be from 1 to 31.`).max(31, `The ${label} must be from 1 to 31.`);
}

/** Accepts one of `values`, forgiving case, spaces and `_`/`-` variants (`Bi Weekly` → `bi-weekly`). */
export function choiceField<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const byKey = new Map(values.map((v) => [squash(v), v]));
  return z.string({ error: typeError(label, 'text') }).transform((value, ctx) => {
    const found = byKey.get(squash(value.trim()));
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `The ${label} must be one of: ${values.join(', ')}.` });
      return z.NEVER;
    }
    return found as T[number];
  });
}

/** Any JSON object stored as given, refused above `maxBytes` of JSON. */
export function boundedObjectField(label: string, maxBytes: number) {
  return z
    .record(z.string(), z.unknown(), { error: typeError(label, 'an object') })
    .refine((v) => Buffer.byteLength(JSON.stringify(v)) <= maxBytes, `The ${label} may not be larger than ${maxBytes / 1024} KiB.`);
}
