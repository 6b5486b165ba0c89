import type { PaymentFrequency } from './pricing/types';

/**
 * The one glossary of money terms (issue 17): the staff pages, the signing page and the contract say the
 * same thing with the same words, in English and Spanish.
 *
 * - Cash price: what the goods cost bought outright, delivery included.
 * - Initial payment: due at signing (lease deposit + its tax, plus any down payment).
 * - Total of payments: every periodic payment added up.
 * - Total cost of ownership: initial payment + total of payments — everything paid to own the goods.
 * - Cost of lease services: total cost of ownership − cash price — what leasing costs beyond paying cash.
 */
export const glossary = {
  en: {
    cashPrice: 'Cash price',
    initialPayment: 'Initial payment',
    paymentAmount: 'Each payment',
    numberOfPayments: 'Number of payments',
    totalOfPayments: 'Total of payments',
    totalCostOfOwnership: 'Total cost of ownership',
    totalCostOfOwnershipNote: 'Initial payment + all payments: what is paid to own the goods.',
    costOfLeaseServices: 'Cost of lease services',
    costOfLeaseServicesNote: 'Total cost of ownership − cash price: what leasing costs beyond paying cash.',
  },
  es: {
    cashPrice: 'Precio al contado',
    initialPayment: 'Pago inicial',
    paymentAmount: 'Cada pago',
    numberOfPayments: 'Número de pagos',
    totalOfPayments: 'Total de los pagos',
    totalCostOfOwnership: 'Costo total para ser dueño',
    totalCostOfOwnershipNote: 'Pago inicial + todos los pagos: lo que se paga para ser dueño de los bienes.',
    costOfLeaseServices: 'Costo de los servicios de arrendamiento',
    costOfLeaseServicesNote: 'Costo total para ser dueño − precio al contado: lo que cuesta arrendar en vez de pagar al contado.',
  },
} as const;

export type GlossaryLanguage = keyof typeof glossary;

const PHRASES: Record<GlossaryLanguage, Record<PaymentFrequency, (n: number) => string>> = {
  en: {
    monthly: (n) => `${n} monthly payment${n === 1 ? '' : 's'}`,
    'semi-monthly': (n) => `${n} twice-monthly payment${n === 1 ? '' : 's'}`,
    '14-day': (n) => `${n} payment${n === 1 ? '' : 's'} every 14 days`,
    '28-day': (n) => `${n} payment${n === 1 ? '' : 's'} every 28 days`,
  },
  es: {
    monthly: (n) => `${n} pago${n === 1 ? '' : 's'} mensual${n === 1 ? '' : 'es'}`,
    'semi-monthly': (n) => `${n} pago${n === 1 ? '' : 's'} quincenal${n === 1 ? '' : 'es'}`,
    '14-day': (n) => `${n} pago${n === 1 ? '' : 's'} cada 14 días`,
    '28-day': (n) => `${n} pago${n === 1 ? '' : 's'} cada 28 días`,
  },
};

/** "12 monthly payments", "26 payments every 14 days" — never "12 payments a month". */
export function paymentsPhrase(count: number, frequency: string, language: GlossaryLanguage = 'en'): string {
  const phrase = PHRASES[language][frequency as PaymentFrequency];
  return phrase ? phrase(count) : `${count} payments`;
}
