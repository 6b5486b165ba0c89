'use client';

import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogSubmit } from '@/components/ui/dialog';
import type { OnDemandDialogProps } from '@/components/ui/dialog-on-demand';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors, messageOf } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { productTypes } from '@/db/schema/enums';
import { saveStoreAction } from '@/app/(portal)/settings/stores/actions';
import type { StoreInput } from '@/lib/core/stores/schemas';
import { useFormDialog } from './use-form-dialog';

const resolver = lazyZodResolver(() => import('@/lib/core/stores/schemas').then((m) => m.storeInput));

export type StoreRow = {
  id: number;
  retailerId: number;
  slug: string;
  name: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  timezone: string;
  rating: number;
  productType: (typeof productTypes)[number];
  salesTaxBps: number | null;
};
export type RetailerRow = { id: number; slug: string; name: string; stores: StoreRow[] };

const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico'];

const storeFields = ['slug', 'name', 'addressLine1', 'city', 'state', 'zip', 'timezone', 'rating', 'productType', 'salesTaxBps'] as const;
type StoreTextField = 'slug' | 'name' | 'addressLine1' | 'city' | 'state' | 'zip';

/** Settings → Stores: add a store to a retailer, or edit one, with the core's validation. */
export function StoreDialog({ retailerId, store, trigger, defaultOpen = false }: { retailerId: number; store?: StoreRow } & OnDemandDialogProps) {
  const defaultValues: StoreInput = store
    ? { ...store, storeId: store.id, retailerId, salesTaxBps: store.salesTaxBps === null ? '' : String(store.salesTaxBps), rating: String(store.rating) }
    : { retailerId, slug: '', name: '', addressLine1: '', city: '', state: '', zip: '', timezone: 'America/New_York', rating: '3', productType: 'general', salesTaxBps: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues });
  const { open, close, onOpenChange, formError, setFormError } = useFormDialog(defaultOpen, () => reset(defaultValues));
  const prefix = `store-${store?.id ?? `new-${retailerId}`}`;
  const timezone = String(defaultValues.timezone);
  const textField = (key: StoreTextField, label: string) => {
    const id = `${prefix}-${key}`;
    const message = messageOf(errors[key]);
    return (
      <Field id={id} label={label} error={message}>
        <Input id={id} {...describedBy(id, message)} {...register(key)} />
      </Field>
    );
  };
  const selectField = (key: 'timezone' | 'productType' | 'rating', label: string, options: readonly (string | number)[]) => {
    const id = `${prefix}-${key}`;
    const message = messageOf(errors[key]);
    return (
      <Field id={id} label={label} error={message}>
        <Select id={id} {...describedBy(id, message)} {...register(key)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      </Field>
    );
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await saveStoreAction(values);
    if (result.ok) return close();
    setFormError(applyActionErrors(result, storeFields, setError));
  });
  const taxId = `${prefix}-tax`;
  const taxError = messageOf(errors.salesTaxBps);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={store ? `Edit ${store.name}` : 'Add a store'}
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {formError ? <Alert className="sm:col-span-2">{formError}</Alert> : null}
        {textField('name', 'Name')}
        {textField('slug', 'Slug')}
        {textField('addressLine1', 'Address')}
        {textField('city', 'City')}
        {textField('state', 'State (two letters)')}
        {textField('zip', 'ZIP')}
        {selectField('timezone', 'Time zone', [...new Set([timezone, ...zones])])}
        {selectField('productType', 'Product type', productTypes)}
        <Field id={taxId} label="Sales tax override (basis points; empty = state rate)" error={taxError}>
          <Input id={taxId} inputMode="numeric" {...describedBy(taxId, taxError)} {...register('salesTaxBps')} />
        </Field>
        {selectField('rating', 'Rating (1 best – 5)', [1, 2, 3, 4, 5])}
        <DialogSubmit pending={isSubmitting} label="Save" pendingLabel="Saving…" className="sm:col-span-2" />
      </form>
    </Dialog>
  );
}
