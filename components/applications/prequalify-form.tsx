'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { PrequalifyInput } from '@/lib/core/applications/schemas';
import { CheckboxField, DateField, PhoneField, SsnField, StateField, TextField, ZipField } from '@/components/intake/fields';
import { emptyIncome, type IncomeValues } from '@/components/intake/intake-values';
import { mappedResolver, withoutBlanks } from '@/components/intake/mapped-resolver';
import { Fieldset, IncomeFields } from '@/components/intake/sections';
import { applyServerErrors } from '@/components/intake/server-errors';
import { StoreField, type StoreChoice } from '@/components/intake/store-field';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ReasonList } from './decision-summary';

type Outcome = { preQualified: boolean; checked: 'eligibility' | 'full'; modelVersion: number; reasons: { code: string; text: string }[] };
export type Prequalify = (input: PrequalifyInput) => Promise<ActionResult<Outcome>>;

type Values = {
  store_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  social_security_number: string;
  date_of_birth: string;
  state: string;
  zip: string;
  email: string;
  cell: string;
  withIncome: boolean;
  primaryIncome: IncomeValues;
  banking: { opened_at: string; online: boolean };
};

const emptyValues = (storeId: string): Values => ({
  store_id: storeId,
  first_name: '',
  middle_name: '',
  last_name: '',
  social_security_number: '',
  date_of_birth: '',
  state: '',
  zip: '',
  email: '',
  cell: '',
  withIncome: false,
  primaryIncome: emptyIncome(),
  banking: { opened_at: '', online: false },
});

/** Without income, the model's eligibility rules only; with it, the whole model as a soft check. */
function toInput({ withIncome, primaryIncome, banking, ...rest }: Values): PrequalifyInput {
  return withoutBlanks(withIncome ? { ...rest, primaryIncome, banking } : rest) as PrequalifyInput;
}

const resolver = mappedResolver<Values>(() => import('@/lib/core/applications/schemas').then((m) => m.prequalifySchema), toInput);

/** Pre-qualification (API 4.20) with the shared `prequalifySchema`. */
export function PrequalifyForm({ stores, prequalify }: { stores: StoreChoice[]; prequalify: Prequalify }) {
  const form = useForm<Values>({ resolver, defaultValues: emptyValues(stores.length === 1 ? String(stores[0]!.id) : ''), mode: 'onTouched' });
  const withIncome = useWatch({ control: form.control, name: 'withIncome' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setOutcome(null);
    const result = await prequalify(toInput(values));
    if (result.ok) {
      setOutcome(result.data);
      return;
    }
    const { unplaced } = applyServerErrors(form, result.fieldErrors);
    setFormError(unplaced.join(' ') || result.formError);
  });

  return (
    <div className="space-y-5">
      <Card className="p-5 sm:p-6">
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="prequalify-form">
            <StoreField stores={stores} />
            <Fieldset legend="Customer">
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField name="first_name" label="First name" autoComplete="off" />
                <TextField name="middle_name" label="Middle name" optional autoComplete="off" />
                <TextField name="last_name" label="Last name" autoComplete="off" />
                <SsnField name="social_security_number" />
                <DateField name="date_of_birth" label="Date of birth" />
                <div className="grid grid-cols-2 gap-4">
                  <StateField name="state" label="State" optional />
                  <ZipField name="zip" label="ZIP" optional />
                </div>
                <TextField name="email" label="E-mail" type="email" optional autoComplete="off" />
                <PhoneField name="cell" label="Cell phone" optional />
              </div>
            </Fieldset>
            <CheckboxField
              name="withIncome"
              label="Include income and bank account"
              hint="Runs the whole model, as an application would. Without it, only eligibility is checked: age, the store's state, a recent decline."
            />
            {withIncome ? (
              <>
                <Fieldset legend="Income">
                  <IncomeFields prefix="primaryIncome" />
                </Fieldset>
                <Fieldset legend="Bank account">
                  <div className="grid gap-4 sm:grid-cols-3">
                    <DateField name="banking.opened_at" label="Account opened" optional />
                    <CheckboxField name="banking.online" label="Online banking" className="self-end pb-2 sm:col-span-2" />
                  </div>
                </Fieldset>
              </>
            ) : null}
            {formError ? <Alert>{formError}</Alert> : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Checking…' : 'Check'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>

      {outcome ? (
        <section
          className={cn('rounded-lg p-5 ring-1 ring-inset', outcome.preQualified ? 'bg-emerald-50 ring-emerald-200' : 'bg-red-50 ring-red-200')}
          data-testid="prequalify-result"
          data-prequalified={outcome.preQualified}
        >
          <h2 className={cn('text-lg font-semibold', outcome.preQualified ? 'text-emerald-900' : 'text-red-900')}>
            {outcome.preQualified ? 'Pre-qualified' : 'Not pre-qualified'}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {outcome.checked === 'full'
              ? 'The whole model ran on the details given.'
              : 'Eligibility only: add income and the bank account for the whole model.'}{' '}
            A pre-qualification is not an approval; the application decides. Model v{outcome.modelVersion}.
          </p>
          {outcome.reasons.length ? (
            <div className="mt-3">
              <ReasonList reasons={outcome.reasons} />
            </div>
          ) : null}
          {outcome.preQualified ? (
            <Link href="/applications/new" className={cn(buttonClass(), 'mt-4')}>
              Start the application
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
