'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { productTypes } from '@/db/schema/enums';
import { saveRetailerAction, saveStoreAction } from '@/app/(portal)/settings/stores/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, dialogFooter } from '@/components/ui/dialog';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { retailerInput, storeInput, RetailerInput, StoreInput } from '@/lib/core/stores/schemas';
import { lazyResolver } from '@/components/forms/lazy-resolver';

// zod and the form's schema load with its first validation (issue 17's first-load budget); the schema is
// the one the server action checks.
const retailerInputResolver = lazyResolver(async () => {
  const [{ zodResolver }, { retailerInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/stores/schemas')]);
  return zodResolver(retailerInput);
});
const storeInputResolver = lazyResolver(async () => {
  const [{ zodResolver }, { storeInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/stores/schemas')]);
  return zodResolver(storeInput);
});

type StoreRow = {
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
type RetailerRow = { id: number; slug: string; name: string; stores: StoreRow[] };

const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico'];

export function StoresSettings({ retailers, canEdit }: { retailers: RetailerRow[]; canEdit: boolean }) {
  return (
    <div className="space-y-6">
      {canEdit ? <RetailerDialog /> : null}
      {retailers.map((r) => (
        <section key={r.id} aria-labelledby={`retailer-${r.id}`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`retailer-${r.id}`} className="text-base font-semibold text-slate-900">
              {r.name} <span className="text-sm font-normal text-slate-600">({r.slug})</span>
            </h2>
            {canEdit ? (
              <div className="flex gap-2">
                <RetailerDialog retailer={r} />
                <StoreDialog retailerId={r.id} />
              </div>
            ) : null}
          </div>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={`stores-${r.slug}`}>
              <caption className="sr-only">Stores of {r.name}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2.5">Store</th>
                  <th scope="col" className="px-3 py-2.5">State</th>
                  <th scope="col" className="px-3 py-2.5">Time zone</th>
                  <th scope="col" className="px-3 py-2.5">Product type</th>
                  <th scope="col" className="px-3 py-2.5 text-right">Sales tax override</th>
                  <th scope="col" className="px-3 py-2.5 text-right">Rating</th>
                  {canEdit ? <th scope="col" className="px-3 py-2.5"><span className="sr-only">Edit</span></th> : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {r.stores.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
                      {s.name}
                      <span className="block text-xs font-normal text-slate-600">
                        {s.slug} · {s.city}
                      </span>
                    </th>
                    <td className="px-3 py-2.5">{s.state}</td>
                    <td className="px-3 py-2.5">{s.timezone}</td>
                    <td className="px-3 py-2.5">{s.productType}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{s.salesTaxBps === null ? 'state rate' : `${(s.salesTaxBps / 100).toFixed(2)}%`}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{s.rating}</td>
                    {canEdit ? (
                      <td className="px-3 py-2.5">
                        <StoreDialog retailerId={r.id} store={s} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

const storeFields = ['slug', 'name', 'addressLine1', 'city', 'state', 'zip', 'timezone', 'rating', 'productType', 'salesTaxBps'] as const;
type StoreTextField = 'slug' | 'name' | 'addressLine1' | 'city' | 'state' | 'zip';
const messageOf = (error: unknown) => (error as { message?: string } | undefined)?.message;

function StoreDialog({ retailerId, store }: { retailerId: number; store?: StoreRow }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues: StoreInput = store
    ? { ...store, storeId: store.id, retailerId, salesTaxBps: store.salesTaxBps === null ? '' : String(store.salesTaxBps), rating: String(store.rating) }
    : { retailerId, slug: '', name: '', addressLine1: '', city: '', state: '', zip: '', timezone: 'America/New_York', rating: '3', productType: 'general', salesTaxBps: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StoreInput, unknown, z.output<typeof storeInput>>({ resolver: storeInputResolver, defaultValues });
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
    if (result.ok) return setOpen(false);
    setFormError(applyActionErrors(result, storeFields, setError));
  });
  const taxId = `${prefix}-tax`;
  const taxError = messageOf(errors.salesTaxBps);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setFormError(null);
          reset(defaultValues);
        }
      }}
      trigger={<Button size="sm" variant="secondary">{store ? 'Edit' : 'Add store'}</Button>}
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
        <div className={`${dialogFooter} sm:col-span-2`}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const retailerFields = ['slug', 'name'] as const;

function RetailerDialog({ retailer }: { retailer?: { id: number; slug: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues: RetailerInput = { retailerId: retailer?.id, slug: retailer?.slug ?? '', name: retailer?.name ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RetailerInput, unknown, z.output<typeof retailerInput>>({ resolver: retailerInputResolver, defaultValues });
  const prefix = `retailer-${retailer?.id ?? 'new'}`;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await saveRetailerAction(values);
    if (result.ok) return setOpen(false);
    setFormError(applyActionErrors(result, retailerFields, setError));
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setFormError(null);
          reset(defaultValues);
        }
      }}
      trigger={<Button size="sm" variant={retailer ? 'secondary' : 'primary'}>{retailer ? 'Rename' : 'Add retailer'}</Button>}
      title={retailer ? `Rename ${retailer.name}` : 'Add a retailer'}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id={`${prefix}-name`} label="Name" error={errors.name?.message}>
          <Input id={`${prefix}-name`} {...describedBy(`${prefix}-name`, errors.name?.message)} {...register('name')} />
        </Field>
        <Field id={`${prefix}-slug`} label="Slug" error={errors.slug?.message}>
          <Input id={`${prefix}-slug`} {...describedBy(`${prefix}-slug`, errors.slug?.message)} {...register('slug')} />
        </Field>
        <div className={dialogFooter}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
