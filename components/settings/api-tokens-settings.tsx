'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createApiTokenAction, revokeApiTokenAction } from '@/app/(portal)/settings/api-tokens/actions';
import { LocalTime } from '@/components/esign/local-time';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog, dialogFooter } from '@/components/ui/dialog';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { apiTokenFormInput, ApiTokenFormInput } from '@/lib/core/tokens/schemas';
import { lazyResolver } from '@/components/forms/lazy-resolver';

// zod and the form's schema load with its first validation (issue 17's first-load budget); the schema is
// the one the server action checks.
const apiTokenFormInputResolver = lazyResolver(async () => {
  const [{ zodResolver }, { apiTokenFormInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/tokens/schemas')]);
  return zodResolver(apiTokenFormInput);
});

type TokenRow = { id: number; name: string; prefix: string; retailerName: string; storeName: string | null; createdBy: string | null; createdAt: string; lastUsedAt: string | null };
type RetailerOption = { slug: string; name: string; stores: { slug: string; name: string }[] };

export function ApiTokensSettings({ tokens, retailers }: { tokens: TokenRow[]; retailers: RetailerOption[] }) {
  return (
    <div className="space-y-5">
      <CreateTokenDialog retailers={retailers} />
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="tokens-table">
          <caption className="sr-only">Live API tokens</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5">Name</th>
              <th scope="col" className="px-3 py-2.5">Prefix</th>
              <th scope="col" className="px-3 py-2.5">Scope</th>
              <th scope="col" className="px-3 py-2.5">Created</th>
              <th scope="col" className="px-3 py-2.5">Last used</th>
              <th scope="col" className="px-3 py-2.5"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tokens.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-600">
                  No live tokens.
                </td>
              </tr>
            ) : null}
            {tokens.map((t) => (
              <tr key={t.id} data-testid={`token-row-${t.name}`}>
                <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">{t.name}</th>
                <td className="px-3 py-2.5 font-mono text-xs">{t.prefix}…</td>
                <td className="px-3 py-2.5">{t.storeName ? `Store ${t.storeName}` : `All stores of ${t.retailerName}`}</td>
                <td className="px-3 py-2.5">
                  <LocalTime iso={t.createdAt} locale="en-US" />
                  {t.createdBy ? <span className="block text-xs text-slate-600">by {t.createdBy}</span> : null}
                </td>
                <td className="px-3 py-2.5" data-testid="token-last-used">{t.lastUsedAt ? <LocalTime iso={t.lastUsedAt} locale="en-US" /> : 'Never'}</td>
                <td className="px-3 py-2.5">
                  <ConfirmDialog
                    trigger="Revoke"
                    triggerTestId={`revoke-${t.name}`}
                    title={`Revoke “${t.name}”?`}
                    description="Requests with this token are refused (401) from the next one on. This cannot be undone."
                    confirmLabel="Revoke"
                    onConfirm={() => revokeApiTokenAction({ tokenId: t.id })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const tokenFields = ['name', 'retailerSlug', 'storeSlug'] as const;

function CreateTokenDialog({ retailers }: { retailers: RetailerOption[] }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
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
  } = useForm<ApiTokenFormInput, unknown, z.output<typeof apiTokenFormInput>>({
    resolver: apiTokenFormInputResolver,
    defaultValues: { name: '', retailerSlug: retailers[0]?.slug ?? '', storeSlug: '' },
  });
  const retailerSlug = useWatch({ control, name: 'retailerSlug' });
  const stores = retailers.find((r) => r.slug === retailerSlug)?.stores ?? [];

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
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setCreated(null);
          setCopied(false);
          setFormError(null);
          reset({ name: '', retailerSlug, storeSlug: '' });
        }
      }}
      trigger={<Button data-testid="create-token">Create token</Button>}
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
            <Button onClick={() => setOpen(false)}>Done</Button>
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
          <div className={dialogFooter}>
            <Button type="submit" disabled={isSubmitting} data-testid="create-token-submit">
              {isSubmitting ? 'Creating…' : 'Create'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
