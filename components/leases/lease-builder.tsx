'use client';

import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { LeaseEntity } from '@/lib/core/leases/schemas';
import { formatCents } from '@/lib/core/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ItemsSection } from './builder/items-section';
import { OptionSection } from './builder/option-section';
import { SalesPersonSection } from './builder/sales-person-section';
import { useLeasePreview } from './builder/use-lease-preview';
import { fieldMessage } from './form-helpers';
import { LeaseTotals } from './lease-totals';
import { emptyItem, isBuilderField, toLeaseRequest, type LeaseFormValues } from './lease-values';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import type { CreateLease, PreviewLease } from './types';

/** The builder's schema, loaded with zod when the form first validates (lazy-resolver.ts). */
const leaseResolver = lazyZodResolver(() => import('./lease-form-schema').then((m) => m.leaseFormSchema));

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

/**
 * The lease builder of an approved application: a react-hook-form form validated with `POST /leases`'
 * own schema, priced live (debounced) by the core through a server action (useLeasePreview), and created
 * by `createLease`; the server's field errors land on the fields, by the API's paths (`items.0.unit_price`),
 * and focus moves to the first one. The sections live in ./builder.
 */
export function LeaseBuilder({ applicationId, approvedOptions, defaultPaymentFrequency, hvacStore, storeName, salesPerson, previewLease, createLease }: Props) {
  const letters = Object.keys(approvedOptions) as ('A' | 'B' | 'C')[];
  const form = useForm<LeaseFormValues, unknown, LeaseEntity>({
    resolver: leaseResolver,
    mode: 'onTouched',
    shouldFocusError: true,
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
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control }) as LeaseFormValues;
  // The form's message belongs to the values it was about: an edit retires it.
  const [submitError, setSubmitError] = useState<{ message: string; valuesKey: string } | null>(null);
  const formError = submitError && submitError.valuesKey === JSON.stringify(values) ? submitError.message : null;
  const setFormError = (message: string | null) => setSubmitError(message ? { message, valuesKey: JSON.stringify(getValues()) } : null);

  const { queryElement, preview, ruleErrors, shownRuleErrors, paused, updating, loadFailed } = useLeasePreview(values, previewLease);
  const message = (path: string) =>
    path === 'items' ? (errors.items?.message ?? errors.items?.root?.message ?? ruleErrors?.items?.[0]) : fieldMessage(errors, ruleErrors, path);

  const collectable = preview ? Math.min(preview.storeMayCollectCents, preview.additionalDownCents) : null;
  const hints = {
    additionalDown: preview?.overageCents ? `At least ${formatCents(preview.overageCents)} covers the amount over the approval.` : 'Paid up front; lowers the amount leased.',
    storeWillCollect:
      collectable === null
        ? 'Part of the down payment the store takes itself.'
        : collectable > 0
          ? `Up to ${formatCents(collectable)} of the down payment.`
          : 'Nothing to collect: there is no down payment to take part of.',
  };

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
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]" data-testid="lease-builder">
        {queryElement}
        <div className="min-w-0 space-y-5">
          <OptionSection approvedOptions={approvedOptions} defaultPaymentFrequency={defaultPaymentFrequency} hvacStore={hvacStore} message={message} />
          <ItemsSection message={message} hints={hints} />
          <SalesPersonSection message={message} />
        </div>

        <div className="xl:sticky xl:top-20 xl:h-fit">
          <LeaseTotals preview={preview} option={values.option} paused={paused} updating={updating} loadFailed={loadFailed} ruleErrors={shownRuleErrors} storeName={storeName}>
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
    </FormProvider>
  );
}
