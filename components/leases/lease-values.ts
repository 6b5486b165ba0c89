import type { LeaseEntityInput } from '@/lib/core/leases/schemas';
import { numberOrNull, textOrNull } from './form-helpers';

export type LeaseItemValues = { sku: string; quantity: number | null; unit_price: number | null; description: string };

/** The lease builder as the browser holds it; `toLeaseRequest` turns it into the body of `POST /leases`. */
export type LeaseFormValues = {
  application_id: number;
  option: string;
  paymentFrequency: string;
  items: LeaseItemValues[];
  deliveryCharge: number | null;
  additionalDown: number | null;
  storeWillCollect: number | null;
  ocp_included: boolean;
  include_warranty: boolean;
  sales_person: { name: string; email: string; phone: string };
};

export const emptyItem: LeaseItemValues = { sku: '', quantity: 1, unit_price: null, description: '' };

/** Lease Entity (2.13): blanks are "not given", and a sales person with no field filled is none at all. */
export function toLeaseRequest(values: LeaseFormValues): LeaseEntityInput {
  const person = values.sales_person;
  const anyPerson = [person.name, person.email, person.phone].some((v) => (v ?? '').trim() !== '');
  return {
    application_id: values.application_id,
    option: values.option,
    paymentFrequency: textOrNull(values.paymentFrequency),
    items: values.items.map((item) => ({
      sku: textOrNull(item.sku),
      quantity: numberOrNull(item.quantity) as number,
      unit_price: numberOrNull(item.unit_price) as number,
      description: item.description,
    })),
    deliveryCharge: numberOrNull(values.deliveryCharge),
    additionalDown: numberOrNull(values.additionalDown),
    storeWillCollect: numberOrNull(values.storeWillCollect),
    ocp_included: values.ocp_included,
    include_warranty: values.include_warranty,
    sales_person: anyPerson ? { name: person.name, email: textOrNull(person.email), phone: textOrNull(person.phone) } : null,
  };
}

/** Where a `POST /leases` field error is shown in the builder; other paths go to the form's message. */
export function isBuilderField(path: string): boolean {
  return (
    /^(option|paymentFrequency|deliveryCharge|additionalDown|storeWillCollect|ocp_included|include_warranty|items)$/.test(path) ||
    /^items\.\d+\.(sku|quantity|unit_price|description)$/.test(path) ||
    /^sales_person\.(name|email|phone)$/.test(path)
  );
}
