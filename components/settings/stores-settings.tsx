'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { productTypes } from '@/db/schema/enums';
import { saveRetailerAction, saveStoreAction } from '@/app/(portal)/settings/stores/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, dialogFooter } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

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

function useSave() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return { errors, formError, pending, startTransition, setErrors, setFormError };
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string[]; children: React.ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error?.[0]} />
    </div>
  );
}

function StoreDialog({ retailerId, store }: { retailerId: number; store?: StoreRow }) {
  const [open, setOpen] = useState(false);
  const blank = { slug: '', name: '', addressLine1: '', city: '', state: '', zip: '', timezone: 'America/New_York', rating: 3, productType: 'general' as StoreRow['productType'], salesTaxBps: '' as string | number };
  const [form, setForm] = useState(store ? { ...store, salesTaxBps: store.salesTaxBps ?? '' } : blank);
  const { errors, formError, pending, startTransition, setErrors, setFormError } = useSave();
  const prefix = `store-${store?.id ?? `new-${retailerId}`}`;
  const input = (key: 'slug' | 'name' | 'addressLine1' | 'city' | 'state' | 'zip', label: string) => (
    <Field id={`${prefix}-${key}`} label={label} error={errors[key]}>
      <Input id={`${prefix}-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} aria-invalid={errors[key] ? true : undefined} aria-describedby={`${prefix}-${key}-error`} />
    </Field>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveStoreAction({ ...form, storeId: store?.id, retailerId, salesTaxBps: form.salesTaxBps === '' ? null : form.salesTaxBps });
      if (result.ok) return setOpen(false);
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={<Button size="sm" variant="secondary">{store ? 'Edit' : 'Add store'}</Button>} title={store ? `Edit ${store.name}` : 'Add a store'}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {formError ? <Alert className="sm:col-span-2">{formError}</Alert> : null}
        {input('name', 'Name')}
        {input('slug', 'Slug')}
        {input('addressLine1', 'Address')}
        {input('city', 'City')}
        {input('state', 'State (two letters)')}
        {input('zip', 'ZIP')}
        <Field id={`${prefix}-timezone`} label="Time zone" error={errors.timezone}>
          <Select id={`${prefix}-timezone`} value={form.timezone} onChange={(e) => setForm({ ...form, timezone: e.target.value })}>
            {[...new Set([form.timezone, ...zones])].map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${prefix}-product`} label="Product type" error={errors.productType}>
          <Select id={`${prefix}-product`} value={form.productType} onChange={(e) => setForm({ ...form, productType: e.target.value as StoreRow['productType'] })}>
            {productTypes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${prefix}-tax`} label="Sales tax override (basis points; empty = state rate)" error={errors.salesTaxBps}>
          <Input id={`${prefix}-tax`} inputMode="numeric" value={form.salesTaxBps} onChange={(e) => setForm({ ...form, salesTaxBps: e.target.value })} aria-invalid={errors.salesTaxBps ? true : undefined} aria-describedby={`${prefix}-tax-error`} />
        </Field>
        <Field id={`${prefix}-rating`} label="Rating (1 best – 5)" error={errors.rating}>
          <Select id={`${prefix}-rating`} value={form.rating} onChange={(e) => setForm({ ...form, rating: Number(e.target.value) })}>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <div className={`${dialogFooter} sm:col-span-2`}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RetailerDialog({ retailer }: { retailer?: { id: number; slug: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ slug: retailer?.slug ?? '', name: retailer?.name ?? '' });
  const { errors, formError, pending, startTransition, setErrors, setFormError } = useSave();
  const prefix = `retailer-${retailer?.id ?? 'new'}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveRetailerAction({ ...form, retailerId: retailer?.id });
      if (result.ok) return setOpen(false);
      setErrors(result.fieldErrors);
      setFormError(result.formError);
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={<Button size="sm" variant={retailer ? 'secondary' : 'primary'}>{retailer ? 'Rename' : 'Add retailer'}</Button>} title={retailer ? `Rename ${retailer.name}` : 'Add a retailer'}>
      <form onSubmit={submit} noValidate className="space-y-3">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id={`${prefix}-name`} label="Name" error={errors.name}>
          <Input id={`${prefix}-name`} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Field>
        <Field id={`${prefix}-slug`} label="Slug" error={errors.slug}>
          <Input id={`${prefix}-slug`} value={form.slug} onChange={(e) => setForm({ ...form, slug: e.target.value })} />
        </Field>
        <div className={dialogFooter}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
