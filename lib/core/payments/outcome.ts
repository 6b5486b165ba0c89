import { PaymentDeclinedError, ProcessorUnavailableError } from './errors';
import type { ChargeOutcome } from './run-charge';
import type { SettledPayment } from './settle-payment';

/** A single charge's answer: the settled payment, or the 402 / 502 its failure means. */
export function throwUnlessSucceeded(outcome: ChargeOutcome): SettledPayment {
  if (outcome.kind === 'unknown') throw new ProcessorUnavailableError(outcome.paymentId, false);
  const { payment } = outcome.settled;
  if (payment.status === 'failed') {
    if (payment.failureCode === 'processing_error') throw new ProcessorUnavailableError(payment.id, true);
    throw new PaymentDeclinedError(payment.failureCode ?? 'card_declined', payment.id);
  }
  return outcome.settled;
}
