import { beforeAll, describe, expect, it } from 'vitest';
import { sampleContractData, type SampleContractOptions } from '@/lib/core/contracts/testing';
import type { ContractDocumentData, ContractLanguage } from '@/lib/core/contracts/types';
import { quote } from '@/lib/core/pricing';
import { pdfInfo, pdfPageText, pdfText } from './pdf-tools';
import { renderContractPdf, renderSignedContractPdf } from './render-contract';

/**
 * Renders contracts and reads them back with poppler (pdftotext, pdfinfo): the text a customer's PDF
 * reader shows must carry the lease's numbers and every disclosure SPEC §8 requires, in both languages.
 */

// Formatted here, not with the core's formatter, so a formatting bug cannot hide itself.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const $ = (cents: number) => usd.format(cents / 100);

type Rendered = { data: ContractDocumentData; pdf: Buffer; text: string; pages: number };
const rendered = new Map<string, Rendered>();

async function render(name: string, options: SampleContractOptions): Promise<Rendered> {
  const data = sampleContractData(options);
  const { pdf } = await renderContractPdf(data);
  const out = { data, pdf, text: pdfText(pdf), pages: Number(pdfInfo(pdf).Pages) };
  rendered.set(name, out);
  return out;
}
const get = (name: string) => rendered.get(name)!;

const TX = { state: 'TX', productType: 'furniture' } as const;
const CA_HVAC = { state: 'CA', productType: 'hvac', includeWarranty: true, ocpIncluded: true, additionalDownCents: 200_00 } as const;

beforeAll(async () => {
  for (const language of ['en', 'es'] as const) {
    await render(`tx-${language}`, { ...TX, language });
    await render(`ca-${language}`, { ...CA_HVAC, language });
  }
}, 240_000);

/** Literal wording per language, written out here rather than read from the template. */
const WORDS: Record<ContractLanguage, Record<string, string>> = {
  en: {
    title: 'Lease-to-Own Agreement',
    goods: 'The property',
    cashPrice: 'Cash price',
    initialPayment: 'Initial payment',
    periodic: 'Periodic payments',
    totalOfPayments: 'Total of payments',
    totalToOwn: 'Total cost of ownership',
    costOfLeasing: 'Cost of lease services',
    ownership: 'You will not own the property until you have paid the total cost of ownership',
    notCredit: 'It is not a credit sale',
    early: 'Early purchase options',
    carePlan: 'Optional care plan',
    carePlanDeclined: 'You declined the optional care plan',
    carePlanIncluded: 'You chose the optional care plan',
    warranty: 'HVAC labor warranty',
    warrantyIncluded: 'Included at no additional charge',
    stateNotice: 'State notice',
    lessee: 'Lessee',
    lessor: 'Lessor',
    signature: 'Signature',
    printedName: 'Printed name',
    every14: 'every 14 days',
    payments33: '33 payments',
    caCap: 'may not exceed 2.25 times the cash price',
    firstPayment: 'Friday, December 4, 2026',
    lastPayment: 'Friday, February 25, 2028',
    page: 'Page 1 of 2',
  },
  es: {
    title: 'Contrato de arrendamiento con opción a compra',
    goods: 'Los bienes',
    cashPrice: 'Precio al contado',
    initialPayment: 'Pago inicial',
    periodic: 'Pagos periódicos',
    totalOfPayments: 'Total de los pagos',
    totalToOwn: 'Costo total para ser dueño',
    costOfLeasing: 'Costo de los servicios de arrendamiento',
    ownership: 'Usted no será dueño de los bienes hasta que haya pagado el costo total para ser dueño',
    notCredit: 'No es una venta a crédito',
    early: 'Opciones de compra anticipada',
    carePlan: 'Plan de protección opcional',
    carePlanDeclined: 'Usted rechazó el plan de protección opcional',
    carePlanIncluded: 'Usted eligió el plan de protección opcional',
    warranty: 'Garantía de mano de obra de HVAC',
    warrantyIncluded: 'Incluida sin cargo adicional',
    stateNotice: 'Aviso estatal',
    lessee: 'Arrendatario',
    lessor: 'Arrendador',
    signature: 'Firma',
    printedName: 'Nombre en letra de molde',
    every14: 'cada 14 días',
    payments33: '33 pagos',
    caCap: 'no puede superar 2.25 veces el precio al contado',
    firstPayment: 'viernes, 4 de diciembre de 2026',
    lastPayment: 'viernes, 25 de febrero de 2028',
    page: 'Página 1 de 2',
  },
};

describe.each(['en', 'es'] as const)('the lease agreement in %s', (language) => {
  const w = WORDS[language];

  it('is a valid two-page PDF that pdfinfo accepts, with its title and language', () => {
    const { pdf, pages, data } = get(`tx-${language}`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBe(2);
    const info = pdfInfo(pdf);
    expect(info.Title).toBe(w.title);
    expect(info['Page size']).toContain('612 x 792');
    expect(data.meta.language).toBe(language);
    expect(get(`tx-${language}`).text).toContain(w.page);
  });

  it("prints the lease's numbers to the cent", () => {
    const { text, data } = get(`tx-${language}`);
    const n = data.numbers;
    // The sample lease, priced independently: $1,600 (B, rating 3, score 700, TX, 14-day, 2026-11-20).
    const q = quote({
      modelVersion: 1, option: 'B', paymentFrequency: '14-day', rating: 3, score: 700, leaseAmountCents: 1_600_00, companyState: 'TX',
      ocpIncluded: false, leaseStartDate: '2026-11-20', incomeFrequency: 'bi-weekly', payDate: '2026-11-06',
    });
    expect(n.paymentCents).toBe(q.paymentAmountCents);
    expect(n.totalOfPaymentsCents).toBe(q.totalOfPaymentsCents);
    expect(n.totalToOwnCents).toBe(q.totalCostOfOwnershipCents);
    expect(n.costOfLeasingCents).toBe(q.totalCostOfOwnershipCents - 1_600_00);
    for (const cents of [
      1_600_00, 1_200_00, 150_00, 300_00, 100_00,
      n.initialPaymentCents, n.leaseDepositCents, n.leaseDepositTaxCents, n.paymentCents, n.taxPerPaymentCents,
      n.totalOfPaymentsCents, n.totalToOwnCents, n.costOfLeasingCents,
      n.earlyPurchase.days90.amountCents, n.earlyPurchase.months6.amountCents, n.earlyPurchase.months9.amountCents,
    ]) {
      expect(text, $(cents)).toContain($(cents));
    }
    expect(text).toContain(w.every14);
    expect(text).toContain(w.payments33);
    expect(text).toContain(w.firstPayment);
    expect(text).toContain(w.lastPayment);
    expect(text).toContain('LL-2026-000031');
  });

  it('carries every disclosure SPEC §8 requires', () => {
    const { text } = get(`tx-${language}`);
    for (const key of ['goods', 'cashPrice', 'initialPayment', 'periodic', 'totalOfPayments', 'totalToOwn', 'costOfLeasing', 'ownership', 'notCredit', 'early', 'carePlan', 'carePlanDeclined', 'stateNotice', 'lessee', 'lessor', 'signature', 'printedName']) {
      expect(text, key).toContain(w[key]);
    }
    expect(text).toContain('Three-seat sofa');
    expect(text).toContain('Side table');
    expect(text).toContain('Texas (TX)');
    // No warranty section outside HVAC stores; no state cap notice in Texas.
    expect(text).not.toContain(w.warranty);
    expect(text).not.toContain(w.caCap);
  });

  it('renders Spanish and other accented text as text (bundled font)', () => {
    const { text } = get(`tx-${language}`);
    expect(text).toContain('María José Peña Núñez');
    expect(text).toContain('1200 Avenida Álamo, Apt. 4');
  });

  it('at an HVAC store in California: warranty, care plan, down payment and the state cap notice', () => {
    const { text, data, pages } = get(`ca-${language}`);
    const n = data.numbers;
    expect(pages).toBe(2);
    expect(text).toContain('California (CA)');
    expect(text).toContain(w.caCap);
    expect(text).toContain(w.warranty);
    expect(text).toContain(w.warrantyIncluded);
    expect(text).toContain(w.carePlanIncluded);
    expect(n.carePlanPerPaymentCents).toBeGreaterThan(0);
    expect(n.additionalDownCents).toBe(200_00);
    expect(n.initialPaymentCents).toBe(n.leaseDepositCents + n.leaseDepositTaxCents + 200_00);
    expect(n.totalToOwnCents).toBe(n.initialPaymentCents + n.totalOfPaymentsCents);
    for (const cents of [n.carePlanPerPaymentCents, n.carePlanTotalCents, n.paymentCents + n.carePlanPerPaymentCents, 200_00, n.amountLeasedCents, n.initialPaymentCents, n.costOfLeasingCents]) {
      expect(text, $(cents)).toContain($(cents));
    }
    // California caps the total of payments at 2.25 × the cash price.
    expect(n.totalOfPaymentsCents - n.taxPerPaymentCents * n.numberOfPayments + n.leaseDepositCents).toBeLessThanOrEqual(Math.floor(n.amountLeasedCents * 2.25));
  });
});

describe('the payment schedule', () => {
  it.each(['en', 'es'] as const)('lists every payment in %s, summing to the disclosed totals', async (language) => {
    const data = sampleContractData({ type: 'payment-schedule', language, ocpIncluded: true });
    const { pdf } = await renderContractPdf(data);
    expect(Number(pdfInfo(pdf).Pages)).toBeGreaterThanOrEqual(1);
    const text = pdfText(pdf);
    const n = data.numbers;
    expect(text).toContain(language === 'en' ? 'Payment Schedule' : 'Calendario de pagos');
    expect(text).toContain(language === 'en' ? '12/04/2026' : '04/12/2026');
    expect(text).toContain(language === 'en' ? '02/25/2028' : '25/02/2028');
    expect(text).toContain($(n.totalOfPaymentsCents + n.carePlanTotalCents));
    expect(text).toContain($(n.paymentCents + n.carePlanPerPaymentCents));
    expect(data.sections[0]!.table!.rows).toHaveLength(n.numberOfPayments);
    expect(data.signatures).toBeNull();
  });
});

describe('the e-signature seams', () => {
  it('fills the signature blocks and appends an audit page', async () => {
    const data = sampleContractData({ language: 'en' });
    const unsigned = await renderContractPdf(data);
    const signed = await renderSignedContractPdf(
      data,
      [{ role: 'lessee', printedName: 'María José Peña Núñez', signedAt: '11/20/2026 18:04 UTC', typedSignature: 'María J. Peña' }],
      { title: 'Signature audit trail', rows: [{ label: 'SHA-256 of the unsigned contract', value: unsigned.sha256 }, { label: 'IP address', value: '203.0.113.7' }] },
    );
    expect(Number(pdfInfo(signed.pdf).Pages)).toBe(3);
    expect(pdfPageText(signed.pdf, 2)).toContain('María J. Peña');
    expect(pdfPageText(signed.pdf, 2)).toContain('11/20/2026 18:04 UTC');
    const audit = pdfPageText(signed.pdf, 3);
    expect(audit).toContain('Signature audit trail');
    expect(audit).toContain(unsigned.sha256);
    expect(signed.sha256).not.toBe(unsigned.sha256);
  });

  it('renders concurrent requests one at a time, each into its own document', async () => {
    const documents = [get('tx-en').data, get('ca-es').data, sampleContractData({ type: 'payment-schedule' }), get('tx-es').data];
    const sequential: string[] = [];
    for (const data of documents) sequential.push((await renderContractPdf(data)).sha256);
    const concurrent = await Promise.all(documents.map(async (data) => (await renderContractPdf(data)).sha256));
    expect(concurrent).toEqual(sequential);
    expect(new Set(concurrent).size).toBe(4);
  });

  it('renders the same bytes for the same data, so the hash identifies the document', async () => {
    const { data, pdf } = get('tx-en');
    const again = await renderContractPdf(data);
    expect(again.pdf.equals(pdf)).toBe(true);
    expect(again.filename).toBe('LL-2026-000031-lease-agreement-v1-en.pdf');
  });
});
