import { ConflictError, DomainError, ValidationError } from '../errors';

/** The card was declined (HTTP 402 with `decline_code` and the failed payment's `payment_id`). */
export class PaymentDeclinedError extends DomainError {
  constructor(
    public readonly declineCode: string,
    public readonly paymentId: string,
    message = declineMessage(declineCode),
  ) {
    super(message);
  }
}

/** The processor failed transiently; nothing was charged (HTTP 502 with Retry-After). */
export class ProcessorUnavailableError extends DomainError {
  constructor(
    public readonly paymentId: string | null,
    /** True when the processor said it failed (nothing charged); false when its call broke and the outcome is for the recovery job to learn. */
    public readonly definite: boolean,
    public readonly retryAfterSeconds = 30,
  ) {
    super(
      definite
        ? 'The payment processor could not complete the charge. Nothing was charged; try again shortly.'
        : 'The payment processor did not answer. The payment is pending and will be settled from what the processor recorded; check the lease before charging again.',
    );
  }
}

const declineMessages: Record<string, string> = {
  card_declined: 'The card was declined by its bank. Ask for another card.',
  insufficient_funds: 'The card has insufficient funds for this amount. Try a smaller amount or another card.',
  expired_card: 'The card has expired. Ask for another card.',
  incorrect_cvc: 'The security code (CVV) did not match. Check it and try again.',
  processing_error: 'The payment processor had a temporary problem. Nothing was charged; try again.',
  no_card_on_file: 'The lease has no card on file.',
  lease_not_payable: 'The lease does not accept payments in its current state.',
  amount_exceeds_balance: "The amount is more than the lease's balance.",
  not_found: 'No such lease.',
  invalid: 'The payment request is invalid.',
};

/** A decline or failure code in plain words, for the portal and the error message. */
export function declineMessage(code: string | null | undefined): string {
  return (code && declineMessages[code]) || 'The payment failed.';
}

/** Failure codes of SPEC §10 that the ledger itself decides (besides the processor's decline codes). */
export class LeaseNotPayableError extends ConflictError {
  readonly code = 'lease_not_payable';
}

export class NoCardOnFileError extends ConflictError {
  readonly code = 'no_card_on_file';
}

export class AmountExceedsBalanceError extends ValidationError {
  readonly code = 'amount_exceeds_balance';
  constructor(message: string) {
    super({ amount: [message] });
  }
}
