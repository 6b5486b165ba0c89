import type { z } from 'zod';
import type { applicationPaymentsSchema, leaseResponseSchema, leaseWithLedgerSchema, paymentsSchema } from '@/lib/api/openapi/lease-schemas';
import type { LeaseRecord } from './types';

/* Types of the pricing and lease endpoints, from the zod schemas the OpenAPI document is generated from (type-only imports). */

type Envelope<T> = { status: true; code: number; data: T };

export type Payments = z.output<typeof paymentsSchema>;
export type ApplicationPayments = z.output<typeof applicationPaymentsSchema>;
export type Lease = z.output<typeof leaseResponseSchema>;
export type PaymentsResponse = Envelope<Payments>;
export type ApplicationPaymentsResponse = Envelope<ApplicationPayments>;
export type LeaseResponse = Envelope<Lease>;
export type LeaseWithLedger = z.output<typeof leaseWithLedgerSchema>;
export type LeaseWithLedgerResponse = Envelope<LeaseWithLedger>;
export type DeliverLeaseResponse = Envelope<LeaseRecord>;
export type { LeaseEntityInput, PaymentDetailsInput } from '@/lib/core/leases/schemas';
