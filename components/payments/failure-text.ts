/** Payment failure codes in plain words, for staff at the counter (the same words as the API's messages). */
const texts: Record<string, string> = {
  card_declined: 'Declined by the card’s bank. Ask the customer for another card.',
  insufficient_funds: 'Declined: not enough funds on the card. Try a smaller amount or another card.',
  expired_card: 'Declined: the card has expired.',
  incorrect_cvc: 'Declined: the security code did not match.',
  processing_error: 'The card processor had a temporary problem. Nothing was charged; try again in a moment.',
  no_card_on_file: 'No card on file for this lease.',
  lease_not_payable: 'This lease does not take payments in its current state.',
  amount_exceeds_balance: 'The amount was more than the balance.',
};

export function failureText(code: string | null | undefined): string {
  return (code && texts[code]) || 'The payment failed.';
}

export const statusLabels: Record<string, string> = { succeeded: 'Paid', failed: 'Failed', pending: 'Pending' };
