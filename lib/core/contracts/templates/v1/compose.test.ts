import { describe, expect, it } from 'vitest';
import { STATE_RULES } from '@/lib/core/pricing';
import { sampleContractData } from '../../testing';
import type { ContractDocumentData } from '../../types';

const allText = (data: ContractDocumentData) =>
  JSON.stringify({ ...data, numbers: undefined, ids: undefined, meta: { ...data.meta, createdAt: undefined } });

describe('contract template v1', () => {
  it('says the same thing in English and Spanish: same sections, tables and numbers', () => {
    for (const options of [{}, { state: 'WV', productType: 'hvac', ocpIncluded: true, additionalDownCents: 100_00 } as const, { type: 'payment-schedule' } as const]) {
      const en = sampleContractData({ ...options, language: 'en' });
      const es = sampleContractData({ ...options, language: 'es' });
      expect(es.sections.map((s) => [s.id, s.paragraphs.length, s.table?.rows.length, s.after?.length])).toEqual(
        en.sections.map((s) => [s.id, s.paragraphs.length, s.table?.rows.length, s.after?.length]),
      );
      expect(es.numbers).toEqual(en.numbers);
      expect(es.disclosureBox?.cells.map((c) => c.value)).toEqual(en.disclosureBox?.cells.map((c) => c.value));
      for (const data of [en, es]) expect(allText(data)).not.toMatch(/undefined|NaN|\$\{|\{page\}.*\{page\}/);
    }
  });

  it('gives every state whose total cost is capped its notice, in both languages', () => {
    const capped = Object.entries(STATE_RULES).filter(([, rule]) => rule.leasesOffered && rule.totalCostCapBps);
    expect(capped.map(([code]) => code).sort()).toEqual(['CA', 'HI', 'NY', 'WV']);
    for (const [code] of capped) {
      for (const language of ['en', 'es'] as const) {
        const data = sampleContractData({ state: code, language });
        const notice = data.sections.find((s) => s.id === 'state-notice')!;
        expect(notice.paragraphs, `${code} ${language}`).toHaveLength(2);
        expect(notice.paragraphs[1]).toContain(data.state.name);
      }
    }
    const tx = sampleContractData({ state: 'TX' }).sections.find((s) => s.id === 'state-notice')!;
    expect(tx.paragraphs).toEqual(['This agreement is made in Texas (TX), where the Dealer is located, and is governed by the rental-purchase laws of Texas.']);
  });

  it('numbers its sections, and the payment terms point at the one on ending the agreement', () => {
    const plain = sampleContractData({ productType: 'furniture' });
    expect(plain.sections.map((s) => s.heading)).toEqual([
      '1. The property', '2. Payments', '3. Ownership', '4. Early purchase options', '5. Optional care plan', '6. State notice', '7. Other terms',
    ]);
    expect(plain.signatures?.heading).toBe('8. Signatures');
    expect(plain.sections[1]!.paragraphs[1]).toContain('section 7');
    const hvac = sampleContractData({ productType: 'hvac' });
    expect(hvac.sections.map((s) => s.id)).toContain('warranty');
    expect(hvac.sections[1]!.paragraphs[1]).toContain('section 8');
    expect(hvac.sections.find((s) => s.id === 'warranty')!.paragraphs[0]).toContain('You declined the HVAC labor warranty');
  });

  it('names the 90-day, 6- and 9-month options with their dates and amounts', () => {
    const data = sampleContractData({ language: 'es' });
    const table = data.sections.find((s) => s.id === 'early-purchase')!.table!;
    expect(table.rows.map((r) => r[0])).toEqual(['90 días', '6 meses', '9 meses']);
    expect(table.rows[0]![1]).toBe('jueves, 18 de febrero de 2027');
    expect(data.numbers.earlyPurchase.days90.byDate).toBe('2027-02-18');
  });
});
