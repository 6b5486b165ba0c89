'use client';

import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogSubmit } from '@/components/ui/dialog';
import type { OnDemandDialogProps } from '@/components/ui/dialog-on-demand';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { saveRetailerAction } from '@/app/(portal)/settings/stores/actions';
import type { RetailerInput } from '@/lib/core/stores/schemas';
import { useFormDialog } from './use-form-dialog';

const resolver = lazyZodResolver(() => import('@/lib/core/stores/schemas').then((m) => m.retailerInput));

const retailerFields = ['slug', 'name'] as const;

/** Settings → Stores: add a retailer, or rename one. */
export function RetailerDialog({ retailer, trigger, defaultOpen = false }: { retailer?: { id: number; slug: string; name: string } } & OnDemandDialogProps) {
  const defaultValues: RetailerInput = { retailerId: retailer?.id, slug: retailer?.slug ?? '', name: retailer?.name ?? '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues });
  const { open, close, onOpenChange, formError, setFormError } = useFormDialog(defaultOpen, () => reset(defaultValues));
  const prefix = `retailer-${retailer?.id ?? 'new'}`;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await saveRetailerAction(values);
    if (result.ok) return close();
    setFormError(applyActionErrors(result, retailerFields, setError));
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
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
        <DialogSubmit pending={isSubmitting} label="Save" pendingLabel="Saving…" />
      </form>
    </Dialog>
  );
}
