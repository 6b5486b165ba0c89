'use server';

import { z } from 'zod';
import { authedAction } from '@/lib/auth/authed-action';
import { calculatePayments } from '@/lib/core/leases/calculate-payments';
import type { PaymentDetailsInput } from '@/lib/core/leases/schemas';
import { toQuoteView } from '@/components/leases/quote-view';
import type { CalculatorResult } from '@/components/calculator/types';

const OPTIONS = ['A', 'B', 'C'] as const;

// The Payment Details (2.12) are parsed by the core with the API's own schema (paymentDetailsSchema),
// once per option, so this door only checks it was handed an object; the core's ValidationError comes
// back as field errors through authedAction.
const detailsObject = z.custom<Omit<PaymentDetailsInput, 'option'>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
  message: 'The payment details must be an object.',
});

/** `POST /score/payments` for options A, B and C side by side: the calculator page's results. */
export const quoteOptions = authedAction(detailsObject, async (ctx, details): Promise<CalculatorResult> => {
  const options = [];
  // One after the other: with an application each call reads it, and PGlite has one connection.
  for (const option of OPTIONS) options.push(await calculatePayments(ctx, { ...details, option }));
  return { applicationId: options[0]!.applicationId, options: options.map(({ quote }) => toQuoteView(quote)) };
});
