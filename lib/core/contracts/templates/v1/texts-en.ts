import { glossary } from '../../../glossary';
import type { V1Texts } from './texts';

export const textsEn: V1Texts = {
  title: { 'lease-agreement': 'Lease-to-Own Agreement', 'payment-schedule': 'Payment Schedule' },
  subtitle: {
    'lease-agreement': 'Rental-purchase agreement with disclosures',
    'payment-schedule': 'Every payment of your lease-to-own agreement',
  },
  lessorName: 'Leaseline',
  languageName: 'English',
  facts: { agreementNumber: 'Agreement no.', agreementDate: 'Agreement date', dealerState: 'Dealer state', paymentFrequency: 'Payments' },
  parties: {
    heading: 'Parties',
    lessor: 'Lessor ("we", "us")',
    dealer: 'Dealer',
    lessee: 'Lessee ("you")',
    lessorLines: ['Lease-to-own provider', 'Owner of the property during this agreement'],
  },
  notice:
    'NOTICE: You are leasing this property. You will not own it until you make all the payments needed to acquire ownership or use an early purchase option. Read this agreement before you sign it.',
  box: {
    heading: 'Cost disclosures',
    cashPrice: 'Cash price',
    cashPriceNote: 'What the property would cost bought outright, delivery included.',
    initialPayment: 'Initial payment',
    initialPaymentNote: ({ deposit, tax, down }) => `Due at signing: lease deposit ${deposit} + sales tax ${tax}${down ? ` + down payment ${down}` : ''}.`,
    payments: 'Periodic payments',
    paymentsValue: ({ amount, count, every }) => `${count} × ${amount}, ${every}`,
    paymentsNote: ({ count, every, first, last, tax }) => `${count} payments, ${every}, from ${first} to ${last}. Sales tax of ${tax} included.`,
    totalOfPayments: 'Total of payments',
    totalOfPaymentsNote: ({ count, amount }) => `${count} payments of ${amount}.`,
    totalToOwn: glossary.en.totalCostOfOwnership,
    totalToOwnNote: 'Initial payment + total of payments: what you pay to own the property by making every payment.',
    costOfLeasing: glossary.en.costOfLeaseServices,
    costOfLeasingNote: ({ total, cash }) => `Total cost of ownership ${total} − cash price ${cash}: what leasing costs beyond buying for cash.`,
  },
  goods: {
    heading: 'The property',
    intro: 'You lease the following property, delivered to you by the Dealer:',
    columns: ['Description', 'SKU', 'Qty', 'Unit price', 'Amount'],
    delivery: 'Delivery charge',
    cashPrice: 'Cash price',
    downPayment: ({ down, leased }) => `You pay a down payment of ${down} at signing, so the amount leased is ${leased}.`,
  },
  payments: {
    heading: 'Payments',
    paragraphs: ({ amount, tax, every, count, first, last, carePlan, withCarePlan, endingSection }) => [
      `You agree to pay ${amount} (including ${tax} sales tax) ${every}: ${count} payments, the first on ${first} and the last on ${last}.` +
        (carePlan ? ` With the optional care plan (${carePlan} per payment), each payment is ${withCarePlan}.` : ''),
      `Each payment renews this agreement for the next period. You are not obligated to renew: you may end this agreement at any time as described in section ${endingSection}.`,
    ],
  },
  frequency: { '14-day': 'every 14 days', '28-day': 'every 28 days', 'semi-monthly': 'twice a month', monthly: 'every month' },
  ownership: {
    heading: 'Ownership',
    paragraphs: ({ totalToOwn }) => [
      'This is a rental-purchase (lease-to-own) agreement. It is not a credit sale, an installment sale or a loan, and no interest is charged.',
      `You will not own the property until you have paid the total cost of ownership (${totalToOwn}) or used an early purchase option. Until then we own the property, and you may not sell, pledge or give it away.`,
    ],
  },
  earlyPurchase: {
    heading: 'Early purchase options',
    intro: 'You may buy the property before the last payment. Pay the amount below on or before its date, in addition to the scheduled payments due by then, and the property is yours:',
    columns: ['Option', 'Pay on or before', 'Amount (tax included)', 'Scheduled payments due by then'],
    options: { days90: '90 days', months6: '6 months', months9: '9 months' },
    after: 'After the last of these dates you own the property by making the remaining scheduled payments, or ask us at any time for the amount to buy it at once.',
    unpaidShareCap: ({ state }) =>
      `${state} law: an early purchase never costs more than the cash price × the payments not yet due ÷ all payments; the amounts above respect this limit.`,
  },
  carePlan: {
    heading: 'Optional care plan',
    included: ({ perPayment, total, count }) => [
      `You chose the optional care plan: ${perPayment} with each payment (${total} over ${count} payments), charged in addition to the periodic payment.`,
      'It covers repair of the property, or its replacement when it cannot be repaired, for defects in materials and workmanship and ordinary mechanical failure while this agreement lasts. It does not cover loss, theft, misuse or cosmetic damage.',
      'The care plan is not required to lease or own the property. You may cancel it at any time; its charge stops from the next payment. It is not part of the total cost of ownership.',
    ],
    declined: ['You declined the optional care plan. No care plan charge is included in your payments, and the property is not covered by one.'],
  },
  warranty: {
    heading: 'HVAC labor warranty',
    included: [
      'Included at no additional charge. While this agreement lasts, the labor to repair the heating, ventilation and air-conditioning equipment listed in section 1 is covered when the repair is needed because of a defect or ordinary mechanical failure.',
      'Parts are covered by the manufacturer’s warranty, which we pass on to you.',
    ],
    declined: ['You declined the HVAC labor warranty. Labor for repairs is not covered by this agreement; the manufacturer’s warranty on parts still passes on to you.'],
  },
  stateNotice: {
    heading: 'State notice',
    governing: ({ state, code }) =>
      `This agreement is made in ${state} (${code}), where the Dealer is located, and is governed by the rental-purchase laws of ${state}.`,
    caps: {
      CA: ({ total, cash }) =>
        `California: under the Karnette Rental-Purchase Act (Cal. Civ. Code § 1812.644), the total of payments may not exceed 2.25 times the cash price. Your total of payments is ${total}; your cash price is ${cash}.`,
      HI: ({ total, cash }) =>
        `Hawaii: under Haw. Rev. Stat. § 481M-5, the total of payments to acquire ownership may not exceed twice the cash price. Your total of payments is ${total}; your cash price is ${cash}.`,
      NY: ({ total, cash }) =>
        `New York: under N.Y. Pers. Prop. Law § 503, the total of payments may not exceed 2.25 times the cash price. Your total of payments is ${total}; your cash price is ${cash}.`,
      WV: ({ total, cash }) =>
        `West Virginia: under W. Va. Code § 46B-3-9, the total of payments may not exceed 240% of the retail value, and buying early never costs more than the retail value × the payments not yet due ÷ all payments. Your total of payments is ${total}; the retail value (cash price) is ${cash}.`,
    },
    capGeneric: ({ state, multiple, total, cash }) =>
      `${state}: state law limits the total of payments to ${multiple} times the cash price. Your total of payments is ${total}; your cash price is ${cash}.`,
  },
  terms: {
    heading: 'Other terms',
    paragraphs: ({ state, language }) => [
      'Ending the agreement. You may end this agreement at any time, without penalty, by returning the property (or making it available for pickup) in the condition it was delivered, except for ordinary wear and tear, and paying any payment already past due. You then owe nothing more.',
      `Reinstatement. If you miss a payment or return the property, you may reinstate this agreement, without losing any right or option already earned, by paying what is past due within the time ${state} law allows.`,
      'Care of the property. Keep the property at your address above and in good repair. You are responsible for loss, theft or damage beyond ordinary wear and tear while the property is in your possession, up to its fair market value. We pass on to you every manufacturer’s warranty on the property.',
      `Entire agreement. This agreement, with its payment schedule, is the whole agreement between you and us. You may sign it electronically, with the same effect as a handwritten signature, and you are entitled to a complete copy. It was provided to you in ${language}.`,
    ],
  },
  signatures: {
    heading: 'Signatures',
    intro:
      'By signing, you confirm that you have read this agreement, received a complete copy, and understand that you will not own the property until you pay the total cost of ownership or use an early purchase option.',
    lessee: 'Lessee',
    lessor: 'Lessor',
    lessorSigner: 'Leaseline, by its authorized representative',
    signature: 'Signature',
    printedName: 'Printed name',
    date: 'Date',
  },
  schedule: {
    heading: 'Payments',
    intro: ({ agreement, count, every }) => `This schedule is part of lease-to-own agreement ${agreement}: ${count} payments, ${every}. Balance = what remains to be paid after the payment.`,
    columns: ['No.', 'Date', 'Payment', 'Sales tax', 'Care plan', 'Total', 'Balance'],
    total: 'Total',
  },
  footer: {
    page: 'Page {page} of {total}',
    document: { 'lease-agreement': 'Lease-to-own agreement', 'payment-schedule': 'Payment schedule' },
  },
};
