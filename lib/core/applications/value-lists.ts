/**
 * The value lists the application schemas accept, in a module without zod so the browser's forms can
 * offer them without loading the schemas (issue 17's first-load budget; the schemas load on validation).
 */
export const incomeSources = ['employment', 'self_employment', 'benefits', 'retirement', 'other'] as const;
export const incomeFrequencyValues = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;

/** USPS codes of the states, DC and the inhabited territories. */
/** USPS codes of the states, DC and the inhabited territories. */
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'GU', 'VI', 'AS', 'MP',
] as const;
