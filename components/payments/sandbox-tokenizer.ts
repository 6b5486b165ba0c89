/**
 * The sandbox processor's browser tokenizer (docs/payments.md §Portal). It runs in the browser only: the
 * card number and CVV typed into the Take payment dialog go no further than this function, which
 * answers what a real processor's tokenizer would — a one-time token, the brand, the last four and the
 * expiry. Our server only ever sees that answer.
 *
 * Test numbers, as a processor's test mode has them:
 *   4242 4242 4242 4242 → tok_visa          5555 5555 5555 4444 → tok_mastercard
 *   4000 0000 0000 0002 → tok_chargeDeclined (declined)
 *   4000 0000 0000 9995 → tok_insufficientFunds (declined: insufficient funds)
 *   4000 0000 0000 0119 → tok_processingError (temporary processor failure)
 * Any other number that passes the Luhn check → tok_visa (or tok_mastercard for 5…).
 */
export type TokenizedCard = { token: string; brand: string; lastFour: string; expMonth: number; expYear: number };
export type TokenizeResult = { ok: true; card: TokenizedCard } | { ok: false; errors: Partial<Record<'number' | 'expiry' | 'cvv', string>> };

const TEST_TOKENS: Record<string, string> = {
  '4242424242424242': 'tok_visa',
  '5555555555554444': 'tok_mastercard',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_insufficientFunds',
  '4000000000000119': 'tok_processingError',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

export function tokenizeCard(input: { number: string; expiry: string; cvv: string }, today = new Date()): TokenizeResult {
  const errors: Partial<Record<'number' | 'expiry' | 'cvv', string>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.number = 'Enter the full card number as printed on the card.';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  let expMonth = 0;
  let expYear = 0;
  if (!expiry) errors.expiry = 'Enter the expiry as MM/YY, e.g. 09/28.';
  else {
    expMonth = Number(expiry[1]);
    expYear = 2000 + Number(expiry[2]);
    const endOfMonth = Date.UTC(expYear, expMonth, 1);
    if (endOfMonth <= today.getTime()) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(input.cvv.trim())) errors.cvv = 'Enter the 3- or 4-digit security code.';
  if (Object.keys(errors).length) return { ok: false, errors };
  const brand = brandOf(digits);
  const token = TEST_TOKENS[digits] ?? (brand === 'mastercard' ? 'tok_mastercard' : 'tok_visa');
  return { ok: true, card: { token, brand, lastFour: digits.slice(-4), expMonth, expYear } };
}
