import { describe, expect, it } from 'vitest';
import { applicationSchema, incomeFrequencyValues, incomeSources } from '@/lib/core/applications/schemas';
import { zodFieldErrors } from '@/lib/core/validation';
import { checkoutTexts, frequencyValues, incomeSourceValues, localizeError } from '@/components/checkout/texts';

describe('hosted application texts', () => {
  it('offers exactly the schema\'s income sources and pay frequencies', () => {
    expect([...incomeSourceValues]).toEqual([...incomeSources]);
    expect([...frequencyValues]).toEqual([...incomeFrequencyValues]);
  });

  it('has every English key in Spanish', () => {
    const keys = (o: object): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(checkoutTexts.es).sort()).toEqual(keys(checkoutTexts.en).sort());
  });

  it('translates the schema\'s own messages for the hosted form\'s fields into Spanish', () => {
    const parsed = applicationSchema.safeParse({
      applicant: { first_name: '', last_name: 'x', social_security_number: '12', date_of_birth: 'soon', email: 'nope', cell: '12', location: { line_1: 'a', city: 'b', state: 'ZZ', code: '1' }, primaryIncome: { source: 'x', gross: 0, frequency: 'x' } },
      banking: { routing_number: '123456789', checking_account: '1' },
    });
    const messages = Object.values(zodFieldErrors(parsed.error!)).flat();
    expect(messages.length).toBeGreaterThan(8);
    const untranslated = messages.filter((m) => localizeError(m, 'es') === m);
    expect(untranslated).toEqual([]);
    expect(localizeError('The first name is required.', 'en')).toBe('The first name is required.');
    expect(localizeError('The first name is required.', 'es')).toBe('El campo nombre es obligatorio.');
  });
});
