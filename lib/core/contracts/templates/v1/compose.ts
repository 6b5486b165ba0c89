import { formatCents as $ } from '@/lib/core/money';
import type { ContractFacts } from '../../facts';
import { contractLongDate, contractShortDate } from '../../long-date';
import { stateName } from '../../state-names';
import type { ContractDocumentData, ContractSection, ContractTable } from '../../types';
import type { V1Texts } from './texts';
import { textsEn } from './texts-en';
import { textsEs } from './texts-es';

export const TEMPLATE_VERSION = 1;

/**
 * Template version 1: a two-page lease-to-own agreement (parties, the boxed cost disclosures, then
 * numbered sections and both signature blocks) and a payment schedule. Frozen once contracts are signed
 * on it: a wording change is a new version beside it, never an edit, so a signed contract re-renders
 * exactly as it was signed.
 */
export function composeV1(facts: ContractFacts): ContractDocumentData {
  const t = facts.language === 'es' ? textsEs : textsEn;
  const n = facts.numbers;
  const longDate = (date: string) => contractLongDate(date, facts.language);
  const state = stateName(facts.state.code, facts.language);
  const every = t.frequency[n.paymentFrequency];
  const agreement = facts.type === 'lease-agreement';

  const sections = agreement ? agreementSections(facts, t) : [scheduleSection(facts, t)];
  return {
    meta: {
      type: facts.type,
      typeCode: facts.typeCode,
      templateVersion: TEMPLATE_VERSION,
      language: facts.language,
      title: t.title[facts.type],
      subject: `${t.title[facts.type]} ${facts.ids.loanNumber}`,
      author: t.lessorName,
      documentId: facts.ids.loanNumber,
      filename: `${facts.ids.loanNumber}-${facts.type}-v${TEMPLATE_VERSION}-${facts.language}.pdf`,
      createdAt: facts.createdAt,
    },
    ids: facts.ids,
    state: { code: facts.state.code, name: state },
    header: {
      title: t.title[facts.type],
      subtitle: t.subtitle[facts.type],
      facts: [
        { label: t.facts.agreementNumber, value: facts.ids.loanNumber },
        { label: t.facts.agreementDate, value: longDate(facts.leaseStartDate) },
        { label: t.facts.dealerState, value: `${state} (${facts.state.code})` },
        { label: t.facts.paymentFrequency, value: t.box.paymentsValue({ amount: $(n.paymentCents), count: n.numberOfPayments, every }) },
      ],
      notice: agreement ? t.notice : null,
    },
    parties: {
      heading: t.parties.heading,
      blocks: [
        { label: t.parties.lessor, lines: [t.lessorName, ...t.parties.lessorLines] },
        { label: t.parties.dealer, lines: [facts.dealer.name, facts.dealer.retailerName, ...facts.dealer.addressLines] },
        { label: t.parties.lessee, lines: [facts.lessee.name, ...facts.lessee.addressLines] },
      ],
    },
    disclosureBox: {
      heading: t.box.heading,
      cells: [
        { label: t.box.cashPrice, value: $(n.cashPriceCents), note: t.box.cashPriceNote },
        {
          label: t.box.initialPayment,
          value: $(n.initialPaymentCents),
          note: t.box.initialPaymentNote({ deposit: $(n.leaseDepositCents), tax: $(n.leaseDepositTaxCents), down: n.additionalDownCents > 0 ? $(n.additionalDownCents) : null }),
        },
        {
          label: t.box.payments,
          value: $(n.paymentCents),
          note: t.box.paymentsNote({ count: n.numberOfPayments, every, first: longDate(n.firstPaymentDate), last: longDate(n.lastPaymentDate), tax: $(n.taxPerPaymentCents) }),
        },
        { label: t.box.totalOfPayments, value: $(n.totalOfPaymentsCents), note: t.box.totalOfPaymentsNote({ count: n.numberOfPayments, amount: $(n.paymentCents) }) },
        { label: t.box.totalToOwn, value: $(n.totalToOwnCents), note: t.box.totalToOwnNote },
        { label: t.box.costOfLeasing, value: $(n.costOfLeasingCents), note: t.box.costOfLeasingNote({ total: $(n.totalToOwnCents), cash: $(n.cashPriceCents) }) },
      ],
    },
    sections,
    signatures: agreement
      ? {
          heading: `${sections.length + 1}. ${t.signatures.heading}`,
          intro: t.signatures.intro,
          blocks: [
            { role: 'lessee', label: t.signatures.lessee, name: facts.lessee.name, captions: captions(t) },
            { role: 'lessor', label: t.signatures.lessor, name: t.signatures.lessorSigner, captions: captions(t) },
          ],
        }
      : null,
    footer: {
      left: `${t.lessorName} · ${facts.ids.loanNumber} · ${t.footer.document[facts.type]} · v${TEMPLATE_VERSION} ${facts.language}`,
      pageTemplate: t.footer.page,
    },
    numbers: facts.numbers,
  };
}

const captions = (t: V1Texts) => ({ signature: t.signatures.signature, printedName: t.signatures.printedName, date: t.signatures.date });

function agreementSections(facts: ContractFacts, t: V1Texts): ContractSection[] {
  const n = facts.numbers;
  const longDate = (date: string) => contractLongDate(date, facts.language);
  const state = stateName(facts.state.code, facts.language);
  const hvac = facts.dealer.productType === 'hvac';
  const carePlan = n.carePlanPerPaymentCents > 0;
  const endingSection = hvac ? 8 : 7;

  const goodsTable: ContractTable = {
    columns: [
      { label: t.goods.columns[0], align: 'left', width: 5 },
      { label: t.goods.columns[1], align: 'left', width: 2 },
      { label: t.goods.columns[2], align: 'right', width: 1 },
      { label: t.goods.columns[3], align: 'right', width: 2 },
      { label: t.goods.columns[4], align: 'right', width: 2 },
    ],
    rows: [
      ...facts.items.map((item) => [item.description, item.sku ?? '', String(item.quantity), $(item.unitPriceCents), $(item.lineTotalCents)]),
      [t.goods.delivery, '', '', '', $(n.deliveryChargeCents)],
    ],
    footer: [t.goods.cashPrice, '', '', '', $(n.cashPriceCents)],
  };
  const early = n.earlyPurchase;
  const earlyTable: ContractTable = {
    columns: [
      { label: t.earlyPurchase.columns[0], align: 'left', width: 2 },
      { label: t.earlyPurchase.columns[1], align: 'left', width: 5 },
      { label: t.earlyPurchase.columns[2], align: 'right', width: 3 },
      { label: t.earlyPurchase.columns[3], align: 'right', width: 3 },
    ],
    rows: (['days90', 'months6', 'months9'] as const).map((key) => [
      t.earlyPurchase.options[key],
      longDate(early[key].byDate),
      $(early[key].amountCents),
      String(early[key].scheduledPaymentsBefore),
    ]),
  };

  const rule = facts.state.rule;
  const capText = rule?.totalCostCapBps
    ? (t.stateNotice.caps[facts.state.code]?.({ state, total: $(n.totalOfPaymentsCents), cash: $(n.cashPriceCents) }) ??
      t.stateNotice.capGeneric({ state, multiple: String(rule.totalCostCapBps / 10_000), total: $(n.totalOfPaymentsCents), cash: $(n.cashPriceCents) }))
    : null;

  const sections: (Omit<ContractSection, 'heading'> & { title: string })[] = [
    {
      id: 'goods',
      title: t.goods.heading,
      paragraphs: [t.goods.intro],
      table: goodsTable,
      after: n.additionalDownCents > 0 ? [t.goods.downPayment({ down: $(n.additionalDownCents), leased: $(n.amountLeasedCents) })] : [],
    },
    {
      id: 'payments',
      title: t.payments.heading,
      paragraphs: t.payments.paragraphs({
        amount: $(n.paymentCents),
        tax: $(n.taxPerPaymentCents),
        every: t.frequency[n.paymentFrequency],
        count: n.numberOfPayments,
        first: longDate(n.firstPaymentDate),
        last: longDate(n.lastPaymentDate),
        carePlan: carePlan ? $(n.carePlanPerPaymentCents) : null,
        withCarePlan: carePlan ? $(n.paymentCents + n.carePlanPerPaymentCents) : null,
        endingSection,
      }),
    },
    { id: 'ownership', title: t.ownership.heading, paragraphs: t.ownership.paragraphs({ totalToOwn: $(n.totalToOwnCents) }) },
    {
      id: 'early-purchase',
      title: t.earlyPurchase.heading,
      paragraphs: [t.earlyPurchase.intro],
      table: earlyTable,
      after: [t.earlyPurchase.after, ...(rule?.earlyPurchaseAtMostUnpaidShare && !t.stateNotice.caps[facts.state.code] ? [t.earlyPurchase.unpaidShareCap({ state })] : [])],
    },
    {
      id: 'care-plan',
      title: t.carePlan.heading,
      paragraphs: carePlan
        ? t.carePlan.included({ perPayment: $(n.carePlanPerPaymentCents), total: $(n.carePlanTotalCents), count: n.numberOfPayments })
        : t.carePlan.declined,
    },
    ...(hvac ? [{ id: 'warranty', title: t.warranty.heading, paragraphs: facts.includeWarranty ? t.warranty.included : t.warranty.declined }] : []),
    {
      id: 'state-notice',
      title: t.stateNotice.heading,
      paragraphs: [t.stateNotice.governing({ state, code: facts.state.code }), ...(capText ? [capText] : [])],
    },
    { id: 'terms', title: t.terms.heading, paragraphs: t.terms.paragraphs({ state, language: t.languageName }) },
  ];
  return sections.map(({ title, ...section }, i) => ({ ...section, heading: `${i + 1}. ${title}` }));
}

function scheduleSection(facts: ContractFacts, t: V1Texts): ContractSection {
  const n = facts.numbers;
  const sum = (pick: (row: ContractFacts['schedule'][number]) => number) => facts.schedule.reduce((total, row) => total + pick(row), 0);
  const right = (label: string, width: number) => ({ label, align: 'right' as const, width });
  const c = t.schedule.columns;
  return {
    id: 'schedule',
    heading: t.schedule.heading,
    paragraphs: [t.schedule.intro({ agreement: facts.ids.loanNumber, count: n.numberOfPayments, every: t.frequency[n.paymentFrequency] })],
    table: {
      columns: [right(c[0], 1), { label: c[1], align: 'left', width: 3 }, right(c[2], 2), right(c[3], 2), right(c[4], 2), right(c[5], 2), right(c[6], 2)],
      rows: facts.schedule.map((row) => [
        String(row.n),
        contractShortDate(row.date, facts.language),
        $(row.baseCents),
        $(row.taxCents),
        $(row.ocpCents),
        $(row.totalCents),
        $(row.remainingBalanceCents),
      ]),
      footer: [t.schedule.total, '', $(sum((r) => r.baseCents)), $(sum((r) => r.taxCents)), $(sum((r) => r.ocpCents)), $(sum((r) => r.totalCents)), ''],
    },
  };
}
