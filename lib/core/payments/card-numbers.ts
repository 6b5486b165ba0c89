import { ValidationError } from '../errors';

/**
 * Finds values that look like a full card number (SPEC §4): 13–19 digits, spaces or dashes allowed,
 * passing the Luhn check. Used on every field of the card endpoints' bodies, so a card number sent by
 * mistake is refused (422) before anything is stored or logged. The value itself is never reported.
 */
const CANDIDATE = /(?:\d[ -]?){12,18}\d/g;

export function passesLuhn(digits: string): boolean {
  let total = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
    double = !double;
  }
  return total % 10 === 0;
}

export function looksLikeCardNumber(value: string): boolean {
  for (const match of value.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return true;
  }
  return false;
}

/** Dotted paths of every string or number in `value` that looks like a card number. */
export function cardNumberPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) {
    if (looksLikeCardNumber(String(value))) found.push(path.length ? path.join('.') : '_');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => cardNumberPaths(v, [...path, String(i)], found));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) cardNumberPaths(v, [...path, k], found);
  }
  return found;
}

/** SPEC §4: a card endpoint refuses a body holding anything like a card number (422), without quoting it. */
export function refuseCardNumbers(input: unknown): void {
  const paths = cardNumberPaths(input);
  if (paths.length === 0) return;
  throw new ValidationError(
    Object.fromEntries(paths.map((p) => [p, ['This looks like a full card number. Card numbers are never accepted: send the token from the payment processor\'s tokenizer.']])),
  );
}
