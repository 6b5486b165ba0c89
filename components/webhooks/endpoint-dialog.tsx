'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { createEndpointAction, updateEndpointAction } from '@/app/(portal)/settings/webhooks/actions';
import type { CreateWebhookEndpointInput } from '@/lib/core/webhooks/schemas';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { EndpointRow, RetailerOption } from './types';

type Props = {
  /** The endpoint to edit; none to add one. */
  endpoint?: EndpointRow;
  eventTypes: readonly string[];
  /** For admins, who pick the retailer an endpoint belongs to. */
  retailers: RetailerOption[] | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (secret: string) => void;
};

type Values = { url: string; description: string; events: string[]; retailer_id?: number };

/** The endpoint's shared schema, loaded when the form first validates (lazy-resolver.ts). */
const endpointResolver = lazyResolver(async () => {
  const [{ zodResolver }, { createWebhookEndpointSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/webhooks/schemas')]);
  return zodResolver(createWebhookEndpointSchema, undefined, { raw: true }) as unknown as Resolver<Values>;
});
type Events = NonNullable<CreateWebhookEndpointInput['events']>;
const fields = ['url', 'description', 'events', 'retailer_id'] as const;

/** Add or edit an endpoint: URL, description, events (all, or a chosen list). One schema with the API. */
export function EndpointDialog({ endpoint, eventTypes, retailers, open, onOpenChange, onCreated }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: endpointResolver,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['*'],
      ...(retailers && !endpoint ? { retailer_id: retailers[0]?.id } : {}),
    },
  });
  const events = useWatch({ control, name: 'events' }) ?? [];
  const all = events.includes('*');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = endpoint
      ? await updateEndpointAction({ id: endpoint.id, url: values.url, description: values.description, events: values.events as Events })
      : await createEndpointAction({ url: values.url, description: values.description, events: values.events as Events, retailer_id: retailers ? Number(values.retailer_id) : undefined });
    if (!result.ok) {
      for (const [path, messages] of Object.entries(result.fieldErrors)) {
        const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
        if (field) setError(field, { type: 'server', message: messages[0] });
      }
      setFormError(result.formError);
      return;
    }
    onOpenChange(false);
    if ('secret' in result.data) onCreated?.(String(result.data.secret));
  });
  const eventsError = (errors.events as { message?: string } | undefined)?.message ?? (errors.events as { message?: string }[] | undefined)?.find?.((e) => e?.message)?.message;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{endpoint ? 'Edit endpoint' : 'Add endpoint'}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Leaseline POSTs each subscribed event to this URL, signed with the endpoint&apos;s secret. It must be a public https address.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            {retailers && !endpoint ? (
              <div>
                <Label htmlFor="webhook-retailer">Retailer</Label>
                <Select
                  id="webhook-retailer"
                  className="mt-1"
                  aria-describedby="webhook-retailer-error"
                  aria-invalid={!!errors.retailer_id}
                  {...register('retailer_id', { valueAsNumber: true })}
                >
                  {retailers.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </Select>
                <FieldError id="webhook-retailer-error" message={errors.retailer_id?.message} />
              </div>
            ) : null}
            <div>
              <Label htmlFor="webhook-url">Endpoint URL</Label>
              <Input
                id="webhook-url"
                type="url"
                placeholder="https://erp.example.com/leaseline/webhooks"
                className="mt-1"
                aria-describedby="webhook-url-error"
                aria-invalid={!!errors.url}
                {...register('url')}
              />
              <FieldError id="webhook-url-error" message={errors.url?.message} />
            </div>
            <div>
              <Label htmlFor="webhook-description">Description</Label>
              <Input id="webhook-description" className="mt-1" maxLength={500} {...register('description')} />
            </div>
            <fieldset aria-describedby="webhook-events-error">
              <legend className="text-sm font-medium text-slate-700">Events</legend>
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(e) => setValue('events', e.target.checked ? ['*'] : [], { shouldValidate: false })}
                  className="h-4 w-4 rounded border-slate-300"
                />
                All events
              </label>
              {all ? null : (
                <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {eventTypes.map((type) => (
                    <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                      <input type="checkbox" value={type} className="h-4 w-4 rounded border-slate-300" {...register('events')} />
                      <code className="text-xs">{type}</code>
                    </label>
                  ))}
                </div>
              )}
              <FieldError id="webhook-events-error" message={eventsError} />
            </fieldset>
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : endpoint ? 'Save' : 'Add endpoint'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
