'use client';

import { useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import type { CheckoutOriginsInput } from '@/lib/core/checkout/schemas';

type Props = { initial: string[]; save: (input: CheckoutOriginsInput) => Promise<ActionResult<{ origins: string[] }>> };

/** The allowlist as a textarea, one origin per line; the server's errors name each bad origin. */
export function CheckoutOriginsForm({ initial, save }: Props) {
  const [text, setText] = useState(initial.join('\n'));
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    const origins = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const result = await save({ origins });
    setBusy(false);
    if (result.ok) {
      setErrors([]);
      setText(result.data.origins.join('\n'));
      setSaved(true);
    } else setErrors([...Object.values(result.fieldErrors).flat(), ...(result.formError ? [result.formError] : [])]);
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-testid="checkout-origins-form">
      <label htmlFor="checkout-origins" className="block text-sm font-medium text-slate-800">
        Allowed shop origins
      </label>
      <textarea
        id="checkout-origins"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? 'checkout-origins-errors' : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
      />
      {errors.length > 0 && (
        <ul id="checkout-origins-errors" role="alert" className="list-disc pl-5 text-sm text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" disabled={busy} className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
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
