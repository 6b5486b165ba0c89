/** Integer cents. Every amount inside the core is one; floats only exist at the edges. */
export type Cents = number;

/**
 * Dollars (as a JSON number or numeric string) to cents, rounding half-up on the third decimal so
 * 10.005 → 1001. Uses the decimal text, not float multiplication, so 1.15 → 115 exactly.
 */
export function dollarsToCents(dollars: number | string): Cents {
  const text = typeof dollars === 'number' ? toPlainDecimal(dollars) : dollars.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not an amount: ${dollars}`);
  const [, sign, whole = '', fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign ? -cents : cents;
}

function toPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  // Avoid exponent notation (1e21, 1e-7) so the text parser sees digits.
  return Math.abs(value) < 1e-6 ? '0' : value.toFixed(Math.min(20, Math.max(0, decimalsOf(value))));
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Cents to dollars as a JSON number (1234.5 for 123450). */
export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

/**
 * Cents to currency text: 123450 → "$1,234.50", -5 → "-$0.05". Integer arithmetic, the same text as
 * en-US currency formatting (money.test.ts holds them equal) at a fifth of Intl's cost: a lease view or
 * a quote prints dozens of amounts.
 */
export function formatCents(cents: Cents): string {
  const abs = Math.round(Math.abs(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs - dollars * 100;
  return `${cents < 0 ? '-' : ''}$${withThousands(String(dollars))}.${rest < 10 ? '0' : ''}${rest}`;
}

/** "1234567" → "1,234,567". */
function withThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/** Rounds a non-integer cent amount half-up (away from zero for negatives). */
export function roundHalfUp(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

/** Splits `total` into `parts` integer amounts that differ by at most one cent and sum exactly to it. */
export function splitEvenly(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError('parts must be a positive integer');
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}
