import type { z } from 'zod';
import type { checkoutOriginsResponseSchema, checkoutRecordSchema } from '@/lib/api/openapi/checkout-schemas';
import type { CheckoutOriginsInput } from '@/lib/core/checkout/schemas';
import type { Envelope } from './types';

export type { CheckoutOriginsInput };
export type CheckoutOrigins = z.output<typeof checkoutOriginsResponseSchema>;
export type CheckoutRecord = z.output<typeof checkoutRecordSchema>;
export type CheckoutOriginsResponse = Envelope<CheckoutOrigins>;
export type CheckoutResponse = Envelope<CheckoutRecord>;
