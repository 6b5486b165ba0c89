'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState, useTransition } from 'react';
import { createEndpointAction, updateEndpointAction } from '@/app/(portal)/settings/webhooks/actions';
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

/** Add or edit an endpoint: URL, description, events (all, or a chosen list). */
export function EndpointDialog({ endpoint, eventTypes, retailers, open, onOpenChange, onCreated }: Props) {
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [all, setAll] = useState(!endpoint || endpoint.events.includes('*'));

  const submit = (form: FormData) => {
    const events = all ? ['*'] : form.getAll('events').map(String);
    const fields = { url: String(form.get('url') ?? ''), description: String(form.get('description') ?? ''), events };
    startTransition(async () => {
      const result = endpoint
        ? await updateEndpointAction({ id: endpoint.id, ...fields })
        : await createEndpointAction({ ...fields, ...(retailers ? { retailer_id: Number(form.get('retailer_id')) || undefined } : {}) });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        setFormError(result.formError);
        return;
      }
      setErrors({});
      setFormError(null);
      onOpenChange(false);
      if ('secret' in result.data) onCreated?.(String(result.data.secret));
    });
  };
  const error = (key: string) => errors[key]?.[0] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1][0];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{endpoint ? 'Edit endpoint' : 'Add endpoint'}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Leaseline POSTs each subscribed event to this URL, signed with the endpoint&apos;s secret. It must be a public https address.
          </Dialog.Description>
          <form action={submit} className="mt-4 space-y-4">
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            {retailers && !endpoint ? (
              <div>
                <Label htmlFor="webhook-retailer">Retailer</Label>
                <Select id="webhook-retailer" name="retailer_id" className="mt-1" aria-describedby="webhook-retailer-error" aria-invalid={!!error('retailer_id')}>
                  {retailers.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </Select>
                <FieldError id="webhook-retailer-error" message={error('retailer_id')} />
              </div>
            ) : null}
            <div>
              <Label htmlFor="webhook-url">Endpoint URL</Label>
              <Input
                id="webhook-url"
                name="url"
                type="url"
                required
                defaultValue={endpoint?.url}
                placeholder="https://erp.example.com/leaseline/webhooks"
                className="mt-1"
                aria-describedby="webhook-url-error"
                aria-invalid={!!error('url')}
              />
              <FieldError id="webhook-url-error" message={error('url')} />
            </div>
            <div>
              <Label htmlFor="webhook-description">Description</Label>
              <Input id="webhook-description" name="description" defaultValue={endpoint?.description} className="mt-1" maxLength={500} />
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">Events</legend>
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
                All events
              </label>
              {all ? null : (
                <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {eventTypes.map((type) => (
                    <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                      <input type="checkbox" name="events" value={type} defaultChecked={endpoint?.events.includes(type)} className="h-4 w-4 rounded border-slate-300" />
                      <code className="text-xs">{type}</code>
                    </label>
                  ))}
                </div>
              )}
              <FieldError id="webhook-events-error" message={error('events')} />
            </fieldset>
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving…' : endpoint ? 'Save' : 'Add endpoint'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
