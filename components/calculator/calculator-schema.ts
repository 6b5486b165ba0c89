import { z } from 'zod';
import { paymentDetailsSchema } from '@/lib/core/leases/schemas';
import { toPaymentDetails, type CalculatorValues } from './calculator-values';

/**
 * The form's schema: its values turned into Payment Details, then the API's own schema. Its own module so
 * the calculator loads it (and zod) after the page (lazy-resolver.ts).
 */
export const calculatorSchema = z.custom<CalculatorValues>().transform(toPaymentDetails).pipe(paymentDetailsSchema);
