export type { EarlyPurchaseOption, IncomeFrequency, OptionLetter, PaymentFrequency, Quote, QuoteInput, ScheduleRow } from './types';
export { quote, FIRST_PAYMENT_MIN_DAYS } from './quote';
export { buildSchedule } from './schedule';
export { formatLongDate } from './long-date';
export { toPaymentsResponse, type PaymentsResponse, type PaymentsScheduleItem } from './payments-response';
export { numberOfPayments, paymentFrequencies, PAYMENTS_PER_YEAR } from './frequencies';
export { bandForScore, rateCardFor, rateCards, type RateCard, type OptionTerms } from './rate-card';
export { salesTaxBpsFor, STATE_SALES_TAX_BPS } from './sales-tax';
export { isLeaseOfferedIn, STATE_RULES, type StateRule } from './state-rules';
