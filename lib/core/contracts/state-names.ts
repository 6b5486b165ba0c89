import type { ContractLanguage } from './types';

/** The 50 states and DC by their two-letter code, as a contract names them. */
const NAMES_EN: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'the District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** Where Spanish usage differs from the English name. */
const NAMES_ES: Readonly<Record<string, string>> = {
  DC: 'el Distrito de Columbia', HI: 'Hawái', LA: 'Luisiana', MI: 'Míchigan', MO: 'Misuri', NH: 'Nuevo Hampshire', NJ: 'Nueva Jersey',
  NM: 'Nuevo México', NY: 'Nueva York', NC: 'Carolina del Norte', ND: 'Dakota del Norte', PA: 'Pensilvania', SC: 'Carolina del Sur',
  SD: 'Dakota del Sur', WV: 'Virginia Occidental',
};

export function isStateCode(code: string): boolean {
  return Object.hasOwn(NAMES_EN, code);
}

/** "Texas", "West Virginia" / "Virginia Occidental"; the code itself for an unknown one. */
export function stateName(code: string, language: ContractLanguage): string {
  const upper = code.toUpperCase();
  if (language === 'es' && Object.hasOwn(NAMES_ES, upper)) return NAMES_ES[upper]!;
  return Object.hasOwn(NAMES_EN, upper) ? NAMES_EN[upper]! : upper;
}
