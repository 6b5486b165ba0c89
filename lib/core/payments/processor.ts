import type { Cents } from '../money';

/**
 * The payment processor port (docs/payments.md). The ledger talks to a processor only through this
 * interface; the sandbox adapter is the default, and a real adapter implements the same three calls.
 *
 * Contract every adapter keeps:
 * - `charge` with an idempotency key the processor has seen returns that first result, never a second
 *   charge (the ledger passes the payment row's id). With `saveCard`, the card is kept with the charge,
 *   atomically: a succeeded result carries it, a retry returns the same card and keeps no second one, and
 *   a declined or failed charge keeps none.
 * - A decline is a result (`status: 'failed'`, `retryable: false`); a transient failure (network,
 *   processor outage) is `status: 'failed'` with `retryable: true` and means nothing was charged.
 * - `retrieve` answers what the processor recorded under a key, or null when it never saw it.
 */
export type ChargeSource =
  /**
   * A one-time token; with `saveCard: true` the processor also keeps the card, in the same call, when the
   * charge succeeds (and only then), and answers it with the result.
   */
  | { token: string; saveCard?: boolean }
  | { cardId: string };

export type ChargeRequest = ChargeSource & {
  amountCents: Cents;
  idempotencyKey: string;
  /** PII-free facts the processor keeps with the charge (lease id, loan number). */
  metadata?: Record<string, string | number>;
};

export type ChargeResult =
  /** `card`: the card a `saveCard` charge kept (the same one on every answer under its key). */
  | { status: 'succeeded'; reference: string; card?: SavedCard }
  | { status: 'failed'; code: DeclineCode | 'processing_error'; retryable: boolean; reference: string | null };

export const declineCodes = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc'] as const;
export type DeclineCode = (typeof declineCodes)[number];

export type SavedCard = { cardId: string; brand: string | null };

export interface PaymentProcessor {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What the processor recorded under `idempotencyKey` (with the card a `saveCard` charge kept); null
   * when it never received the charge.
   */
  retrieve(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * Keeps the card behind a one-time token for later charges; throws when the token is unusable. The
   * recovery job's fallback for a succeeded save-and-charge whose recorded result carries no card.
   */
  saveCard(token: string): Promise<SavedCard>;
}
