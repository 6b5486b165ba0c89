import { z } from 'zod';
import type { IncomeFrequency, PaymentFrequency } from '@/lib/core/pricing';
import {
  applicationIdField,
  booleanField,
  choiceField,
  dateField,
  dollarsField,
  emailField,
  integerField,
  optional,
  stateField,
  textField,
  urlField,
  withDefault,
  zipField,
} from './fields';

/**
 * The request shapes of pricing and leasing (API description 2.12, 2.13), one zod schema each, shared by
 * the route handlers, the portal's server actions and its forms. Unknown fields are dropped (zod's
 * default), so they are never stored. docs/leases.md lists every rule.
 */

const optionLetters = ['A', 'B', 'C'] as const;
export const paymentFrequencyValues = ['14-day', '28-day', 'semi-monthly', 'monthly'] as const satisfies readonly PaymentFrequency[];
export const incomeFrequencyValues = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const satisfies readonly IncomeFrequency[];
const frequencyValues = paymentFrequencyValues;

/** Taken from the application when `application_id` is given; required otherwise. */
export const applicationDerivedFields = ['rating', 'modelVersion', 'score', 'incomeFrequency', 'companyState', 'zipCode'] as const;
const derivedLabels: Record<(typeof applicationDerivedFields)[number], string> = {
  rating: 'rating',
  modelVersion: 'modelVersion',
  score: 'score',
  incomeFrequency: 'incomeFrequency',
  companyState: 'companyState',
  zipCode: 'zipCode',
};

/** Payment Details (2.12): the body of `POST /score/payments`. `payDate` is ours: a known pay date, YYYY-MM-DD. */
export const paymentDetailsSchema = z
  .object(
    {
      application_id: optional(applicationIdField()),
      option: choiceField('option', optionLetters),
      paymentFrequency: choiceField('paymentFrequency', frequencyValues),
      rating: optional(integerField('rating', 1, 5)),
      modelVersion: optional(integerField('modelVersion', 1, 1000)),
      score: optional(integerField('score', 100, 999)),
      leaseAmount: dollarsField('leaseAmount', { positive: true }),
      additionalDown: withDefault(dollarsField('additionalDown'), 0),
      incomeFrequency: optional(choiceField('incomeFrequency', incomeFrequencyValues)),
      companyState: optional(stateField('companyState')),
      zipCode: optional(zipField('zipCode')),
      ocpIncluded: withDefault(booleanField('ocpIncluded'), false),
      payDate: optional(dateField('payDate')),
    },
    { error: 'The payment details must be a JSON object.' },
  )
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed (`when`), so one answer names every missing field.
      const v = value as Record<string, unknown>;
      if (v.application_id !== undefined && v.application_id !== null) return;
      for (const field of applicationDerivedFields) {
        if (v[field] === undefined || v[field] === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: `The ${derivedLabels[field]} field is required when application_id is not given.` });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
/** What a caller sends (2.12); dollars as JSON numbers. */
export type PaymentDetailsInput = {
  application_id?: number | string | null;
  option: string;
  paymentFrequency: string;
  rating?: number | null;
  modelVersion?: number | null;
  score?: number | null;
  leaseAmount: number;
  additionalDown?: number | null;
  incomeFrequency?: string | null;
  companyState?: string | null;
  zipCode?: string | null;
  ocpIncluded?: boolean | null;
  payDate?: string | null;
};
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;

export const MAX_ITEMS = 100;

/** One line of merchandise (2.13 `items`). */
export const leaseItemSchema = z.object(
  {
    sku: optional(textField('SKU', 64)),
    quantity: integerField('quantity', 1, 1000),
    unit_price: dollarsField('unit price', { max: 50_000 }),
    description: textField('description', 500),
  },
  { error: 'Each item must be an object with sku, quantity, unit_price and description.' },
);

/** 2.13 `sales_person`. */
export const salesPersonSchema = z.object(
  {
    name: textField('sales person name', 100),
    email: optional(emailField('sales person email')),
    phone: optional(textField('sales person phone', 30)),
  },
  { error: 'The sales person must be an object with name, email and phone.' },
);


/** Lease Entity (2.13): the body of `POST /leases`. */
export const leaseEntitySchema = z.object(
  {
    application_id: applicationIdField(),
    option: choiceField('option', optionLetters),
    /** Default: the applicant's pay cadence (docs/leases.md). */
    paymentFrequency: optional(choiceField('paymentFrequency', frequencyValues)),
    deliveryCharge: withDefault(dollarsField('deliveryCharge', { max: 10_000 }), 0),
    additionalDown: withDefault(dollarsField('additionalDown'), 0),
    storeWillCollect: withDefault(dollarsField('storeWillCollect'), 0),
    proposed_down_payment: optional(dollarsField('proposed_down_payment')),
    include_warranty: withDefault(booleanField('include_warranty'), false),
    ocp_included: withDefault(booleanField('ocp_included'), false),
    esign_type: optional(choiceField('esign_type', ['embedded', 'email', 'sms'] as const)),
    esign_return_url: optional(urlField('esign_return_url')),
    primary_language: withDefault(choiceField('primary_language', ['en', 'es'] as const, { english: 'en', spanish: 'es', espanol: 'es', español: 'es' }), 'en'),
    discard_esign: withDefault(booleanField('discard_esign'), false),
    create_esign: withDefault(booleanField('create_esign'), true),
    items: z
      .array(leaseItemSchema, { error: (i) => (i.input === undefined || i.input === null ? 'The items field is required.' : 'The items must be a list.') })
      .min(1, 'Add at least one item.')
      .max(MAX_ITEMS, `A lease may have at most ${MAX_ITEMS} items.`),
    sales_person: optional(salesPersonSchema),
  },
  { error: 'The lease must be a JSON object.' },
);
/** What a caller sends (2.13); dollars as JSON numbers. */
export type LeaseEntityInput = {
  application_id: number | string;
  option: string;
  paymentFrequency?: string | null;
  deliveryCharge?: number | null;
  additionalDown?: number | null;
  storeWillCollect?: number | null;
  proposed_down_payment?: number | null;
  include_warranty?: boolean | null;
  ocp_included?: boolean | null;
  esign_type?: string | null;
  esign_return_url?: string | null;
  primary_language?: string | null;
  discard_esign?: boolean | null;
  create_esign?: boolean | null;
  items: { sku?: string | null; quantity: number; unit_price: number; description: string }[];
  sales_person?: { name: string; email?: string | null; phone?: string | null } | null;
};
export type LeaseEntity = z.output<typeof leaseEntitySchema>;

/** A lease in a path or a form: its integer id or uuid. */
export const leaseRefSchema = z.object({ lease: z.union([z.number(), z.string()]) });
export type LeaseRefInput = z.input<typeof leaseRefSchema>;

export const cancelLeaseSchema = z.object(
  {
    lease: z.union([z.number(), z.string()], { error: 'The lease field is required.' }),
    reason: textField('reason', 500).refine((r) => r.length >= 3, 'The reason must be at least 3 characters.'),
  },
  { error: 'The cancellation must be a JSON object.' },
);
export type CancelLeaseInput = z.input<typeof cancelLeaseSchema>;
