import type { z } from 'zod';
import type { chargeResultSchema, saveAndChargeResultSchema } from '@/lib/api/openapi/payment-schemas';

/* Types of the card endpoints, from the zod schemas the OpenAPI document is generated from (type-only imports). */

type Envelope<T> = { status: true; code: number; data: T };

export type ChargeResult = z.output<typeof chargeResultSchema>;
export type SaveAndChargeResult = z.output<typeof saveAndChargeResultSchema>;
export type SaveAndChargeResponse = Envelope<SaveAndChargeResult>;
export type ChargeResultResponse = Envelope<ChargeResult>;
export type ChargeBatchResponse = Envelope<ChargeResult[]>;
export type { SaveAndChargeInput, LeasePaymentInput } from '@/lib/core/payments/schemas';
