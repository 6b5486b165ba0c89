'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { checkoutOriginsFormInput, CheckoutOriginsFormInput, CheckoutOriginsInput } from '@/lib/core/checkout/schemas';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useHydrated } from '@/components/ui/use-hydrated';

// zod and the form's schema load with its first validation (issue 17's first-load budget); the schema is
// the one the server action checks.
const checkoutOriginsFormInputResolver = lazyZodResolver(() => import('@/lib/core/checkout/schemas').then((m) => m.checkoutOriginsFormInput));

type Props = { initial: string[]; save: (input: CheckoutOriginsInput) => Promise<ActionResult<{ origins: string[] }>> };

/** Every message under a field, however deep (a list's items each carry their own). */
function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = typeof (error as { message?: unknown }).message === 'string' ? [(error as { message: string }).message] : [];
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'message' && key !== 'ref' && key !== 'type')
    .flatMap(([, value]) => messagesOf(value));
  return [...new Set([...own, ...nested])];
}

/**
 * The allowlist as a textarea, one origin per line, validated in the browser and on the server with the
 * same schema (lib/core/checkout/schemas.ts); each bad origin is named.
 */
export function CheckoutOriginsForm({ initial, save }: Props) {
  const [saved, setSaved] = useState(false);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutOriginsFormInput, unknown, z.output<typeof checkoutOriginsFormInput>>({
    resolver: checkoutOriginsFormInputResolver,
    defaultValues: { origins: initial.join('\n') },
  });
  const messages = messagesOf(errors.origins);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    const result = await save(values);
    if (result.ok) {
      reset({ origins: result.data.origins.join('\n') });
      setSaved(true);
      return;
    }
    const all = [...Object.values(result.fieldErrors).flat(), ...(result.formError ? [result.formError] : [])];
    setError('origins', { type: 'server', message: all.join('\n') }, { shouldFocus: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="checkout-origins-form">
      <label htmlFor="checkout-origins" className="block text-sm font-medium text-slate-800">
        Allowed shop origins
      </label>
      <textarea
        id="checkout-origins"
        rows={6}
        aria-invalid={messages.length ? true : undefined}
        aria-describedby={messages.length ? 'checkout-origins-errors' : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        // The list shows in the server's HTML too (register() fills the box only once React has hydrated,
        // and would then replace anything typed before): readable at once, editable once hydrated.
        defaultValue={initial.join('\n')}
        readOnly={!hydrated}
        {...register('origins', { onChange: () => setSaved(false) })}
      />
      {messages.length > 0 && (
        <ul id="checkout-origins-errors" role="alert" className="list-disc pl-5 text-sm text-red-700">
          {messages.flatMap((m) => m.split('\n')).map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" disabled={isSubmitting || !hydrated} className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
          Save origins
        </button>
        {saved && (
          <p role="status" className="text-sm text-emerald-700">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
