/**
 * What the intake inputs show while a clerk types: digits only, grouped the way people read them. The
 * shared zod schemas accept these forms (`123-45-6789`, `(512) 555-0123`), so the values go to the
 * server as typed and are normalised there.
 */

export const digitsOf = (value: unknown, max: number): string => String(value ?? '').replace(/\D/g, '').slice(0, max);

/** `123456789` → `123-45-6789`, partially as digits arrive. */
export function formatSsnDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** What an SSN field shows when it does not have focus: only the last four, as on the application page. */
export function maskSsnDigits(digits: string): string {
  if (!digits) return '';
  if (digits.length < 9) return formatSsnDigits('•'.repeat(digits.length));
  return `•••-••-${digits.slice(5)}`;
}

/** US phone as typed: a leading country code 1 is dropped, then `(512) 555-0123`. */
export function formatPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Keeps what an amount in dollars can hold while it is typed: digits, one point, two decimals. */
export function sanitizeDollars(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  return dot === -1 ? whole : `${whole || '0'}.${cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1500 → `1,500.00` (the field shows the `$` beside it). */
export function formatDollars(value: number): string {
  return dollars.format(value);
}

/** ZIP or ZIP+4 as typed: `77002`, `77002-1234`. */
export function formatZip(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * A date as typed into one text field (one tab stop, unlike the browser's segmented date input):
 * digits become `MM/DD/YYYY` as they arrive; an ISO date typed or pasted (`1990-05-04`) is kept. The shared
 * schemas accept both forms.
 */
export function formatDateTyping(value: string): string {
  if (/^\d{4}-/.test(value)) return value.replace(/[^\d-]/g, '').slice(0, 10);
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
