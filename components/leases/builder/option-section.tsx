'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { formatCents } from '@/lib/core/money';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';
import { Field, describedBy } from '../field';
import { paymentFrequencyLabels } from '../labels';
import type { LeaseFormValues } from '../lease-values';

type Props = {
  approvedOptions: Partial<Record<'A' | 'B' | 'C', number>>;
  defaultPaymentFrequency: string | null;
  hvacStore: boolean;
  message: (path: string) => string | undefined;
};

/** Which approved option, how often the customer pays, and the add-ons. */
export function OptionSection({ approvedOptions, defaultPaymentFrequency, hvacStore, message }: Props) {
  const { register, control } = useFormContext<LeaseFormValues>();
  const option = useWatch({ control, name: 'option' });
  const letters = Object.keys(approvedOptions) as ('A' | 'B' | 'C')[];
  return (
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
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 ring-1 ring-inset',
                  option === letter ? 'bg-indigo-50 ring-2 ring-indigo-600' : 'ring-slate-300 hover:bg-slate-50',
                )}
              >
                <input type="radio" value={letter} className="h-5 w-5 accent-indigo-600" {...register('option')} />
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
            <p id="option-error" className="mt-1 text-sm text-red-700">
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
          <div className="space-y-1 sm:pt-7">
            <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:min-h-0">
              <input type="checkbox" className="h-5 w-5 rounded accent-indigo-600" {...register('ocp_included')} />
              Care plan
            </label>
            {hvacStore ? (
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:min-h-0">
                <input type="checkbox" className="h-5 w-5 rounded accent-indigo-600" {...register('include_warranty')} />
                HVAC labor warranty
              </label>
            ) : null}
            {message('include_warranty') ? <p className="text-sm text-red-700">{message('include_warranty')}</p> : null}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
