/** Words for the pricing codes; state colours and names are components/applications/labels.ts's. */

export const paymentFrequencyLabels: Record<string, string> = {
  '14-day': 'Every 14 days',
  '28-day': 'Every 28 days',
  'semi-monthly': 'Twice a month',
  monthly: 'Monthly',
};

/** "per …" after an amount: "$77.65 every 14 days". */
export const perPaymentLabels: Record<string, string> = {
  '14-day': 'every 14 days',
  '28-day': 'every 28 days',
  'semi-monthly': 'twice a month',
  monthly: 'a month',
};

export const incomeFrequencyLabels: Record<string, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Bi-weekly',
  'semi-monthly': 'Twice a month',
  monthly: 'Monthly',
};

/** The 50 states and DC, by code, for pickers. */
export const usStateNames: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};
