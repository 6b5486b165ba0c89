import type { PaymentDetailsInput } from '@/lib/core/leases/schemas';
import { numberOrNull, textOrNull } from '@/components/leases/form-helpers';

/** The calculator form as the browser holds it: text as typed, numbers once parsed. */
export type CalculatorValues = {
  application_id: string;
  /** The option the schedule and the printed quote follow; all three are priced. */
  option: 'A' | 'B' | 'C';
  paymentFrequency: string;
  leaseAmount: number | null;
  additionalDown: number | null;
  ocpIncluded: boolean;
  rating: number | null;
  modelVersion: number | null;
  score: number | null;
  incomeFrequency: string;
  companyState: string;
  zipCode: string;
  payDate: string;
};

export const calculatorDefaults: CalculatorValues = {
  application_id: '',
  option: 'A',
  paymentFrequency: '14-day',
  leaseAmount: null,
  additionalDown: null,
  ocpIncluded: false,
  rating: 3,
  modelVersion: 1,
  score: null,
  incomeFrequency: 'bi-weekly',
  companyState: '',
  zipCode: '',
  payDate: '',
};

/**
 * The form's values as Payment Details (2.12), the body `POST /score/payments` takes. With an application,
 * its own score, rating, state and pay cadence are used (the API ignores what a request says about them),
 * so the form sends none.
 */
export function toPaymentDetails(values: CalculatorValues): PaymentDetailsInput {
  const applicationId = textOrNull(values.application_id);
  const fromApplication = applicationId !== null;
  return {
    application_id: applicationId,
    option: values.option,
    paymentFrequency: values.paymentFrequency,
    leaseAmount: numberOrNull(values.leaseAmount) as number,
    additionalDown: numberOrNull(values.additionalDown),
    ocpIncluded: values.ocpIncluded,
    rating: fromApplication ? null : numberOrNull(values.rating),
    modelVersion: fromApplication ? null : numberOrNull(values.modelVersion),
    score: fromApplication ? null : numberOrNull(values.score),
    incomeFrequency: fromApplication ? null : textOrNull(values.incomeFrequency),
    companyState: fromApplication ? null : textOrNull(values.companyState),
    zipCode: fromApplication ? null : textOrNull(values.zipCode),
    payDate: fromApplication ? null : textOrNull(values.payDate),
  };
}
