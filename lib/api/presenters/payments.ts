import { toPaymentsResponse } from '@/lib/core/pricing';
import type { ApplicationPayments } from '@/lib/core/leases/application-payments';
import type { CalculatedPayments } from '@/lib/core/leases/calculate-payments';

/** `POST /score/payments`: Payments (2.11) with `numberOfPayments` and `schedule`. */
export function presentCalculatedPayments({ quote }: CalculatedPayments) {
  return toPaymentsResponse(quote);
}

/** `GET /applications/{id}/payments`: the same, plus which option and frequency were priced. */
export function presentApplicationPayments({ quote, option, paymentFrequency }: ApplicationPayments) {
  return { ...toPaymentsResponse(quote), option, paymentFrequency };
}
