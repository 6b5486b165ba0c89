'use client';

import { useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { dollarsToCents, formatCents } from '@/lib/core/money';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Field, describedBy } from '../field';
import { numberOrNull } from '../form-helpers';
import { emptyItem, type LeaseFormValues } from '../lease-values';

type Message = (path: string) => string | undefined;
const money = { setValueAs: numberOrNull };

/** qty × unit price in cents, as the core multiplies them; null while either is not a number yet. */
export function lineTotalCents(quantity: unknown, unitPrice: unknown): number | null {
  const q = numberOrNull(quantity);
  const p = numberOrNull(unitPrice);
  if (q === null || p === null || !Number.isInteger(q) || !Number.isFinite(p) || p < 0) return null;
  try {
    return q * dollarsToCents(p);
  } catch {
    return null;
  }
}

// From 768 px the items are rows of one grid under a header; below it each item is a card of its own.
const ROW = 'md:grid-cols-[8rem_minmax(0,1fr)_5.5rem_8rem_7rem_2.75rem]';
const LABELS = { sku: 'SKU', description: 'Description', quantity: 'Quantity', unit_price: 'Unit price' } as const;
type ItemField = keyof typeof LABELS;

function ItemInput({ index, name, message }: { index: number; name: ItemField; message: Message }) {
  const { register } = useFormContext<LeaseFormValues>();
  const id = `items-${index}-${name}`;
  const error = message(`items.${index}.${name}`);
  const numeric = name === 'quantity' || name === 'unit_price';
  return (
    <div className={cn(name === 'description' && 'col-span-2 md:col-span-1')}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700 md:sr-only">
        {LABELS[name]}
        <span className="sr-only">, item {index + 1}</span>
        {name === 'sku' ? (
          <span aria-hidden className="font-normal text-slate-600">
            {' '}
            (optional)
          </span>
        ) : null}
      </label>
      <Input
        id={id}
        autoComplete="off"
        inputMode={name === 'quantity' ? 'numeric' : name === 'unit_price' ? 'decimal' : undefined}
        enterKeyHint="next"
        placeholder={name === 'unit_price' ? '$0.00' : undefined}
        className={cn(numeric && 'text-right tabular-nums')}
        {...describedBy(id, error)}
        {...register(`items.${index}.${name}` as FieldPath<LeaseFormValues>, numeric ? money : undefined)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The goods (SKU, description, quantity, unit price, line total, remove) and the charges around them
 * (delivery, additional down, what the store collects). Number fields open the number keypad.
 */
export function ItemsSection({ message, hints }: { message: Message; hints: { additionalDown: string; storeWillCollect: string } }) {
  const { control, register } = useFormContext<LeaseFormValues>();
  const items = useFieldArray({ control, name: 'items' });
  const values = useWatch({ control, name: 'items' });
  const itemsMessage = message('items');

  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Items</h2>
        <Button variant="secondary" size="sm" onClick={() => items.append({ ...emptyItem })} disabled={items.fields.length >= 100} data-testid="add-item">
          Add item
        </Button>
      </CardHeader>
      <div data-testid="items">
        <div aria-hidden className={cn('hidden gap-3 bg-slate-50 px-6 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid', ROW)}>
          <span>SKU (optional)</span>
          <span>Description</span>
          <span className="text-right">Qty</span>
          <span className="text-right">Unit price</span>
          <span className="text-right">Line total</span>
          <span />
        </div>
        <ul className="space-y-3 p-4 md:space-y-0 md:divide-y md:divide-slate-100 md:p-0">
          {items.fields.map((row, index) => {
            const line = lineTotalCents(values?.[index]?.quantity, values?.[index]?.unit_price);
            return (
              <li
                key={row.id}
                className={cn('grid grid-flow-row-dense grid-cols-2 gap-3 rounded-lg p-3 ring-1 ring-slate-200 md:items-start md:rounded-none md:px-6 md:py-2 md:ring-0', ROW)}
                aria-label={`Item ${index + 1}`}
                data-testid="item-row"
              >
                <p className="col-span-2 text-sm font-semibold text-slate-900 md:hidden">Item {index + 1}</p>
                {(['sku', 'description', 'quantity', 'unit_price'] as const).map((name) => (
                  <ItemInput key={name} index={index} name={name} message={message} />
                ))}
                <div className="text-right md:pt-2.5">
                  <span className="block text-xs font-medium text-slate-700 md:hidden">Line total</span>
                  <span className="tabular-nums text-slate-800" data-testid="line-total">
                    {line === null ? '—' : formatCents(line)}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove item ${index + 1}`}
                  disabled={items.fields.length === 1}
                  onClick={() => items.remove(index)}
                  className="col-span-2 text-slate-700 ring-1 ring-inset ring-slate-300 md:col-span-1 md:h-10 md:w-10 md:px-0 md:ring-0"
                >
                  <span aria-hidden className="hidden md:inline">
                    ✕
                  </span>
                  <span aria-hidden className="md:hidden">
                    Remove item
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      {itemsMessage ? (
        <p className="px-4 pb-2 text-sm text-red-700 sm:px-6" data-testid="items-error">
          {itemsMessage}
        </p>
      ) : null}
      <CardBody className="grid gap-4 border-t border-slate-200 sm:grid-cols-3">
        <Field id="deliveryCharge" label="Delivery charge" error={message('deliveryCharge')}>
          <Input id="deliveryCharge" inputMode="decimal" autoComplete="off" placeholder="$0.00" {...describedBy('deliveryCharge', message('deliveryCharge'))} {...register('deliveryCharge', money)} />
        </Field>
        <Field id="additionalDown" label="Additional down" error={message('additionalDown')} hint={hints.additionalDown}>
          <Input id="additionalDown" inputMode="decimal" autoComplete="off" placeholder="$0.00" {...describedBy('additionalDown', message('additionalDown'), true)} {...register('additionalDown', money)} />
        </Field>
        <Field id="storeWillCollect" label="Store will collect" error={message('storeWillCollect')} hint={hints.storeWillCollect}>
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
  );
}
