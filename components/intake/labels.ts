import type { incomeFrequencyValues, incomeSources } from '@/lib/core/applications/schemas';

/** Plain names of the income choices, for the intake form and the application page. */
export const incomeSourceLabels: Record<(typeof incomeSources)[number], string> = {
  employment: 'Employment',
  self_employment: 'Self-employment',
  benefits: 'Benefits',
  retirement: 'Retirement',
  other: 'Other',
};

export const frequencyLabels: Record<(typeof incomeFrequencyValues)[number], string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Every two weeks',
  'semi-monthly': 'Twice a month',
  monthly: 'Monthly',
};
