'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { loginUrl } from '@/lib/auth/callback-url';
import type { LeaseEntity } from '@/lib/core/leases/schemas';
import { dollarsToCents, formatCents } from '@/lib/core/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Field, describedBy } from './field';
import { fieldMessage, numberOrNull } from './form-helpers';
import { paymentFrequencyLabels } from './labels';
import { LeaseTotals } from './lease-totals';
import { emptyItem, isBuilderField, leaseFormSchema, toLeaseRequest, type LeaseFormValues } from './lease-values';
import type { CreateLease, PreviewLease } from './types';
import { useDebouncedValue } from './use-debounced-value';

type Props = {
  applicationId: number;
  /** Approved amount per approved option, cents. */
  approvedOptions: Partial<Record<'A' | 'B' | 'C', number>>;
  defaultPaymentFrequency: string | null;
  hvacStore: boolean;
  storeName: string;
  salesPerson: { name: string; email: string };
  previewLease: PreviewLease;
  createLease: CreateLease;
};

const DEBOUNCE_MS = 300;
const money = { setValueAs: numberOrNull };

/** qty × unit price in cents, as the core multiplies them; null while either is not a number yet. */
function lineTotalCents(quantity: unknown, unitPrice: unknown): number | null {
  const q = numberOrNull(quantity);
  const p = numberOrNull(unitPrice);
  if (q === null || p === null || !Number.isInteger(q) || !Number.isFinite(p) || p < 0) return null;
  try {
    return q * dollarsToCents(p);
  } catch {
    return null;
  }
}

/**
 * The lease builder of an approved application: a react-hook-form form validated with `POST /leases`'
 * own schema, priced live (debounced) by the core through a server action, and created by `createLease`;
 * the server's field errors land on the fields, by the API's paths (`items.0.unit_price`).
 */
export function LeaseBuilder({ applicationId, approvedOptions, defaultPaymentFrequency, hvacStore, storeName, salesPerson, previewLease, createLease }: Props) {
  const letters = Object.keys(approvedOptions) as ('A' | 'B' | 'C')[];
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LeaseFormValues, unknown, LeaseEntity>({
    resolver: zodResolver(leaseFormSchema),
    mode: 'onTouched',
    defaultValues: {
      application_id: applicationId,
      option: letters[0] ?? 'A',
      paymentFrequency: defaultPaymentFrequency ?? '14-day',
      items: [{ ...emptyItem }],
      deliveryCharge: null,
      additionalDown: null,
      storeWillCollect: null,
      ocp_included: false,
      include_warranty: false,
      sales_person: { name: salesPerson.name, email: salesPerson.email, phone: '' },
    },
  });
  const items = useFieldArray({ control, name: 'items' });
  const values = useWatch({ control }) as LeaseFormValues;
  // The form's message belongs to the values it was about: an edit retires it.
  const [submitError, setSubmitError] = useState<{ message: string; valuesKey: string } | null>(null);
  const valuesKey = JSON.stringify(values);
  const formError = submitError && submitError.valuesKey === valuesKey ? submitError.message : null;
  const setFormError = (message: string | null) => setSubmitError(message ? { message, valuesKey: JSON.stringify(getValues()) } : null);

  const check = leaseFormSchema.safeParse(values);
  const requestKey = check.success ? JSON.stringify(toLeaseRequest(values)) : null;
  const key = useDebouncedValue(requestKey, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['lease-preview', key],
    queryFn: () => previewLease(JSON.parse(key!)),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const answer = query.data;
  const preview = answer?.ok ? answer.data : null;
  const current = answer && !query.isPlaceholderData && requestKey === key ? answer : undefined;
  // The rules the request breaks right now, as POST /leases words them (shown on the fields and in the totals).
  const ruleErrors = current?.ok ? current.data.fieldErrors : current && !current.ok ? current.fieldErrors : undefined;

  const sessionEnded = answer && !answer.ok && answer.code === 'unauthenticated';
  useEffect(() => {
    if (sessionEnded) window.location.assign(loginUrl(`${window.location.pathname}${window.location.search}`, 'ended'));
  }, [sessionEnded]);

  const message = (path: string) => fieldMessage(errors, ruleErrors, path);
  const itemsMessage = errors.items?.message ?? errors.items?.root?.message ?? ruleErrors?.items?.[0];

  const onSubmit = handleSubmit(
    async () => {
      setFormError(null);
      const result = await createLease(toLeaseRequest(getValues()));
      if (result.ok) return; // the action refreshes the page, which now shows the lease
      const elsewhere: string[] = [];
      let first: string | null = null;
      for (const [path, messages] of Object.entries(result.fieldErrors)) {
        if (isBuilderField(path)) {
          setError(path as FieldPath<LeaseFormValues>, { type: 'server', message: messages.join(' ') });
          first ??= path;
        } else {
          elsewhere.push(...messages);
        }
      }
      setFormError([result.formError, ...elsewhere].filter(Boolean).join(' ') || 'The lease could not be created: fix the highlighted fields.');
      if (first && first !== 'items') setFocus(first as FieldPath<LeaseFormValues>);
    },
    () => setFormError('The lease could not be created: fix the highlighted fields.'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]" data-testid="lease-builder">
      <div className="min-w-0 space-y-5">
        <Card>
          <CardHeader>
            <h2 className="text-base font-semibold text-slate-900">Option and payments</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">Option</legend>
              <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
                {letters.map((letter) => (
                  <label
                    key={letter}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 ring-1 ring-inset',
                      values.option === letter ? 'bg-indigo-50 ring-2 ring-indigo-600' : 'ring-slate-300 hover:bg-slate-50',
                    )}
                  >
                    <input type="radio" value={letter} className="h-4 w-4 accent-indigo-600" {...register('option')} />
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">Option {letter}</span>
                      <span className="block text-xs text-slate-600" data-testid={`approved-${letter}`}>
                        Approved up to {formatCents(approvedOptions[letter]!)}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {message('option') ? (
                <p id="option-error" className="mt-1 text-sm text-red-600">
                  {message('option')}
                </p>
              ) : null}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="paymentFrequency"
                label="Payment frequency"
                error={message('paymentFrequency')}
                hint={defaultPaymentFrequency ? `The customer's pay cadence: ${paymentFrequencyLabels[defaultPaymentFrequency]?.toLowerCase()}.` : undefined}
              >
                <Select id="paymentFrequency" {...describedBy('paymentFrequency', message('paymentFrequency'), !!defaultPaymentFrequency)} {...register('paymentFrequency')}>
                  {Object.entries(paymentFrequencyLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
              <div className="space-y-2 sm:pt-7">
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" className="h-4 w-4 rounded accent-indigo-600" {...register('ocp_included')} />
                  Care plan
                </label>
                {hvacStore ? (
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input type="checkbox" className="h-4 w-4 rounded accent-indigo-600" {...register('include_warranty')} />
                    HVAC labor warranty
                  </label>
                ) : null}
                {message('include_warranty') ? <p className="text-sm text-red-600">{message('include_warranty')}</p> : null}
              </div>
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader className="flex items-center justify-between gap-3">
            <h2 className="text-base font-semibold text-slate-900">Items</h2>
            <Button variant="secondary" size="sm" onClick={() => items.append({ ...emptyItem })} disabled={items.fields.length >= 100} data-testid="add-item">
              Add item
            </Button>
          </CardHeader>
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm" data-testid="items">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th className="w-36 px-3 py-2 font-semibold">SKU</th>
                  <th className="px-3 py-2 font-semibold">Description</th>
                  <th className="w-24 px-3 py-2 font-semibold">Qty</th>
                  <th className="w-32 px-3 py-2 font-semibold">Unit price</th>
                  <th className="w-28 px-3 py-2 text-right font-semibold">Line total</th>
                  <th className="w-12 px-2 py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.fields.map((row, index) => {
                  const path = (name: string) => `items.${index}.${name}`;
                  const cell = (name: 'sku' | 'description' | 'quantity' | 'unit_price') => ({
                    id: `items-${index}-${name}`,
                    error: message(path(name)),
                  });
                  const line = lineTotalCents(values.items[index]?.quantity, values.items[index]?.unit_price);
                  return (
                    <tr key={row.id} className="align-top" data-testid="item-row">
                      {(['sku', 'description', 'quantity', 'unit_price'] as const).map((name) => {
                        const { id, error } = cell(name);
                        const labels = { sku: 'SKU', description: 'Description', quantity: 'Quantity', unit_price: 'Unit price' };
                        return (
                          <td key={name} className="px-3 py-2">
                            <label htmlFor={id} className="sr-only">
                              {labels[name]}, item {index + 1}
                            </label>
                            <Input
                              id={id}
                              autoComplete="off"
                              inputMode={name === 'quantity' ? 'numeric' : name === 'unit_price' ? 'decimal' : undefined}
                              placeholder={name === 'unit_price' ? '$0.00' : name === 'sku' ? 'Optional' : undefined}
                              className={cn(name === 'quantity' || name === 'unit_price' ? 'text-right tabular-nums' : '')}
                              {...describedBy(id, error)}
                              {...register(path(name) as FieldPath<LeaseFormValues>, name === 'quantity' || name === 'unit_price' ? money : undefined)}
                            />
                            {error ? (
                              <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
                                {error}
                              </p>
                            ) : null}
                          </td>
                        );
                      })}
                      <td className="px-3 py-2 pt-4 text-right tabular-nums text-slate-800" data-testid="line-total">
                        {line === null ? '—' : formatCents(line)}
                      </td>
                      <td className="px-2 py-2">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove item ${index + 1}`}
                          disabled={items.fields.length === 1}
                          onClick={() => items.remove(index)}
                          className="h-10 w-9 px-0 text-slate-500"
                        >
                          ✕
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {itemsMessage ? (
            <p className="px-4 pb-2 text-sm text-red-600 sm:px-6" data-testid="items-error">
              {itemsMessage}
            </p>
          ) : null}
          <CardBody className="grid gap-4 border-t border-slate-200 sm:grid-cols-3">
            <Field id="deliveryCharge" label="Delivery charge" error={message('deliveryCharge')}>
              <Input id="deliveryCharge" inputMode="decimal" autoComplete="off" placeholder="$0.00" {...describedBy('deliveryCharge', message('deliveryCharge'))} {...register('deliveryCharge', money)} />
            </Field>
            <Field
              id="additionalDown"
              label="Additional down"
              error={message('additionalDown')}
              hint={preview?.overageCents ? `At least ${formatCents(preview.overageCents)} covers the amount over the approval.` : 'Paid up front; lowers the amount leased.'}
            >
              <Input
                id="additionalDown"
                inputMode="decimal"
                autoComplete="off"
                placeholder="$0.00"
                {...describedBy('additionalDown', message('additionalDown'), true)}
                {...register('additionalDown', money)}
              />
            </Field>
            <Field
              id="storeWillCollect"
              label="Store will collect"
              error={message('storeWillCollect')}
              hint={preview ? `Up to ${formatCents(Math.min(preview.storeMayCollectCents, preview.additionalDownCents))} of the down payment.` : 'Part of the down payment the store takes itself.'}
            >
              <Input
                id="storeWillCollect"
                inputMode="decimal"
                autoComplete="off"
                placeholder="$0.00"
                {...describedBy('storeWillCollect', message('storeWillCollect'), true)}
                {...register('storeWillCollect', money)}
              />
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="text-base font-semibold text-slate-900">Sales person</h2>
          </CardHeader>
          <CardBody className="grid gap-4 sm:grid-cols-3">
            <Field id="sales_person.name" label="Name" error={message('sales_person.name')}>
              <Input id="sales_person.name" autoComplete="off" {...describedBy('sales_person.name', message('sales_person.name'))} {...register('sales_person.name')} />
            </Field>
            <Field id="sales_person.email" label="E-mail" error={message('sales_person.email')}>
              <Input id="sales_person.email" type="email" autoComplete="off" {...describedBy('sales_person.email', message('sales_person.email'))} {...register('sales_person.email')} />
            </Field>
            <Field id="sales_person.phone" label="Phone" error={message('sales_person.phone')}>
              <Input id="sales_person.phone" type="tel" autoComplete="off" {...describedBy('sales_person.phone', message('sales_person.phone'))} {...register('sales_person.phone')} />
            </Field>
          </CardBody>
        </Card>
      </div>

      <div className="xl:sticky xl:top-20 xl:h-fit">
        <LeaseTotals
          preview={preview}
          option={values.option}
          paused={requestKey === null}
          updating={query.isFetching || (requestKey !== null && requestKey !== key)}
          loadFailed={query.isError}
          ruleErrors={ruleErrors ?? (answer?.ok ? answer.data.fieldErrors : undefined)}
          storeName={storeName}
        >
          {formError ? (
            <Alert className="mb-3" data-testid="lease-form-error">
              {formError}
            </Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={isSubmitting} data-testid="create-lease">
            {isSubmitting ? 'Creating lease…' : 'Create lease'}
          </Button>
        </LeaseTotals>
      </div>
    </form>
  );
}
