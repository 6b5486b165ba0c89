import type { QuoteView } from '@/components/leases/quote-view';

/** The calculator's answer: each option priced for the same details, A, B, C. */
export type CalculatorResult = {
  /** The application priced, when the details named one. */
  applicationId: number | null;
  options: QuoteView[];
};
