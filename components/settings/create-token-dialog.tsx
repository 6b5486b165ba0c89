'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { createApiTokenAction } from '@/app/(portal)/settings/api-tokens/actions';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, dialogFooter, DialogSubmit } from '@/components/ui/dialog';
import type { OnDemandDialogProps } from '@/components/ui/dialog-on-demand';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormDialog } from './use-form-dialog';

const resolver = lazyZodResolver(() => import('@/lib/core/tokens/schemas').then((m) => m.apiTokenFormInput));

export type RetailerOption = { slug: string; name: string; stores: { slug: string; name: string }[] };

const tokenFields = ['name', 'retailerSlug', 'storeSlug'] as const;

/** Settings → API tokens: a new token, shown once with a copy button. */
export function CreateTokenDialog({ retailers, trigger, defaultOpen = false }: { retailers: RetailerOption[] } & OnDemandDialogProps) {
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { name: '', retailerSlug: retailers[0]?.slug ?? '', storeSlug: '' },
  });
  const retailerSlug = useWatch({ control, name: 'retailerSlug' });
  const stores = retailers.find((r) => r.slug === retailerSlug)?.stores ?? [];
  const { open, onOpenChange, formError, setFormError } = useFormDialog(defaultOpen, () => {
    setCreated(null);
    setCopied(false);
    reset({ name: '', retailerSlug, storeSlug: '' });
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await createApiTokenAction(values);
    if (result.ok) return setCreated({ token: result.data.token, name: result.data.name });
    // The core names its fields after the CLI's flags (retailer, store).
    const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [k === 'store' ? 'storeSlug' : k === 'retailer' ? 'retailerSlug' : k, v]));
    setFormError(applyActionErrors({ ...result, fieldErrors }, tokenFields, setError));
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={created ? `Token “${created.name}” created` : 'Create an API token'}
      description={created ? 'Copy it now: it is shown only this once (only its hash is kept).' : 'It can do what a store system does through the API, inside its scope.'}
    >
      {created ? (
        <div className="space-y-3">
          <Label htmlFor="new-token">Token</Label>
          <Input id="new-token" readOnly value={created.token} className="font-mono text-xs" data-testid="new-token" onFocus={(e) => e.currentTarget.select()} />
          <div className={dialogFooter}>
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard.writeText(created.token);
                setCopied(true);
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </div>
          <p role="status" className="sr-only">
            {copied ? 'Token copied to the clipboard.' : ''}
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          {formError ? <Alert>{formError}</Alert> : null}
          <Field id="token-name" label="Name" error={errors.name?.message}>
            <Input id="token-name" {...describedBy('token-name', errors.name?.message)} {...register('name')} />
          </Field>
          {retailers.length > 1 ? (
            <Field id="token-retailer" label="Retailer" error={errors.retailerSlug?.message}>
              <Select
                id="token-retailer"
                {...describedBy('token-retailer', errors.retailerSlug?.message)}
                {...register('retailerSlug', { onChange: () => setValue('storeSlug', '') })}
              >
                {retailers.map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field id="token-store" label="Scope" error={errors.storeSlug?.message}>
            <Select id="token-store" {...describedBy('token-store', errors.storeSlug?.message)} {...register('storeSlug')}>
              <option value="">All stores of the retailer</option>
              {stores.map((s) => (
                <option key={s.slug} value={s.slug}>
                  Store: {s.name}
                </option>
              ))}
            </Select>
          </Field>
          <DialogSubmit pending={isSubmitting} label="Create" pendingLabel="Creating…" testId="create-token-submit" />
        </form>
      )}
    </Dialog>
  );
}
