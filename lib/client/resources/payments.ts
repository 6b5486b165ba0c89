import type { RequestOptions, Transport } from '../http';
import type { ChargeBatchResponse, ChargeResultResponse, LeasePaymentInput, SaveAndChargeInput, SaveAndChargeResponse } from '../payment-types';

type Options = Pick<RequestOptions, 'signal' | 'idempotencyKey'>;

/**
 * API 4.6, 4.17, 4.18 (docs/payments.md). Pass `idempotencyKey` to retry safely: a retry with the same
 * key and body replays the first answer, so nothing is charged twice.
 */
export function paymentMethods(http: Transport) {
  return {
    /** POST /applications/save-and-charge-card: 402 on a decline (`decline_code`), 502 on a processor failure. */
    saveAndChargeCard: (body: SaveAndChargeInput, options?: Options) => http.request<SaveAndChargeResponse>('POST', '/applications/save-and-charge-card', body, options),
    /** POST /cards/charge: 1–500 items, one result per item, in order. */
    chargeLeasePayments: (items: LeasePaymentInput[], options?: Options) => http.request<ChargeBatchResponse>('POST', '/cards/charge', items, options),
    /** POST /cards/charge-card: the card on file (409 without one). */
    chargeCardOnFile: (body: LeasePaymentInput, options?: Options) => http.request<ChargeResultResponse>('POST', '/cards/charge-card', body, options),
  };
}
