import type { Transport } from '../http';
import type { ApplicationPaymentsResponse, DeliverLeaseResponse, LeaseEntityInput, LeaseResponse, LeaseWithLedgerResponse, PaymentDetailsInput, PaymentsResponse } from '../lease-types';

type Options = { signal?: AbortSignal; idempotencyKey?: string };
const ref = (value: string | number) => encodeURIComponent(String(value));

/** API 4.13, 4.16, 4.19 and the lease routes of docs/leases.md. */
export function leaseMethods(http: Transport) {
  return {
    /** POST /score/payments: Payments (2.11) with the schedule. */
    calculatePayments: (body: PaymentDetailsInput, options?: Options) => http.request<PaymentsResponse>('POST', '/score/payments', body, options),
    /** GET /applications/{application}/payments: the best approved option at the applicant's pay cadence. */
    getApplicationPayments: (application: string | number, options?: Options) =>
      http.request<ApplicationPaymentsResponse>('GET', `/applications/${ref(application)}/payments`, undefined, options),
    /** POST /leases: 409 when the application already has a lease (send `discard_esign: true` to replace it). */
    createLease: (body: LeaseEntityInput, options?: Options) => http.request<LeaseResponse>('POST', '/leases', body, options),
    /** GET /leases/{lease}, by id, uuid or loan number, with its payments ledger. */
    getLease: (lease: string | number, options?: Options) => http.request<LeaseWithLedgerResponse>('GET', `/leases/${ref(lease)}`, undefined, options),
    /** POST /leases/{lease}/deliver: S → D. */
    deliverLease: (lease: string | number, options?: Options) => http.request<DeliverLeaseResponse>('POST', `/leases/${ref(lease)}/deliver`, undefined, options),
    /** POST /leases/{lease}/cancel: V/S → X for a merchant token (409 after delivery), with a reason. */
    cancelLease: (lease: string | number, body: { reason: string }, options?: Options) =>
      http.request<DeliverLeaseResponse>('POST', `/leases/${ref(lease)}/cancel`, body, options),
  };
}
