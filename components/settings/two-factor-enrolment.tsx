'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { beginEnrolmentAction, confirmEnrolmentAction } from '@/app/account/two-factor/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, describedBy } from '@/components/ui/field';
import { applyActionErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ConfirmEnrolmentInput } from '@/lib/core/two-factor/schemas';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';

// zod and the form's schema load with its first validation (issue 17's first-load budget); the schema is
// the one the server action checks.
const confirmEnrolmentInputResolver = lazyZodResolver(() => import('@/lib/core/two-factor/schemas').then((m) => m.confirmEnrolmentInput));

/** Scan, confirm a code, then keep the ten recovery codes (shown once). */

export function TwoFactorEnrolment({ email }: { email: string }) {
  // The set-up button works only once React has hydrated; until then it is disabled rather than inert.
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <div className="space-y-3">
        <Alert tone="info">Two-factor sign-in is on.</Alert>
        <p className="text-sm text-slate-700">
          Keep these recovery codes somewhere safe. Each works once, instead of a code from your app. They are shown only now.
        </p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Link href="/" className="inline-block text-sm font-medium text-indigo-700 hover:underline" data-testid="two-factor-continue">
          I have saved them — continue
        </Link>
      </div>
    );

  if (!setup)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          You will need an authenticator app (Google Authenticator, 1Password, Authy, …). After your password, Leaseline will ask for the six-digit code it shows.
        </p>
        {error ? <Alert>{error}</Alert> : null}
        <Button
          disabled={pending || !hydrated}
          data-testid="start-two-factor"
          onClick={() =>
            startTransition(async () => {
              const result = await beginEnrolmentAction();
              if (result.ok) setSetup(result.data);
              else setError(result.formError ?? 'Could not start.');
            })
          }
        >
          Set up two-factor sign-in
        </Button>
      </div>
    );

  return <ConfirmCodeForm email={email} setup={setup} onConfirmed={setCodes} />;
}

function ConfirmCodeForm({ email, setup, onConfirmed }: { email: string; setup: { secret: string; qr: string }; onConfirmed: (codes: string[]) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmEnrolmentInput>({ resolver: confirmEnrolmentInputResolver, defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await confirmEnrolmentAction(values);
    if (result.ok) return onConfirmed(result.data.recoveryCodes);
    setFormError(applyActionErrors(result, ['code'], setError));
  });
  const codeError = errors.code?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <Alert>{formError}</Alert> : null}
      <p className="text-sm text-slate-700">Scan this code with your app, for {email}:</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL generated on the server */}
      <img src={setup.qr} alt="QR code to add Leaseline to an authenticator app" width={220} height={220} className="rounded ring-1 ring-slate-200" />
      <p className="text-sm text-slate-700">
        Or enter this key by hand: <code className="break-all font-mono text-xs" data-testid="totp-secret">{setup.secret}</code>
      </p>
      <Field id="totp-code" label="Code from the app" error={codeError}>
        <Input id="totp-code" inputMode="numeric" autoComplete="one-time-code" {...describedBy('totp-code', codeError)} {...register('code')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} data-testid="confirm-two-factor">
        Turn on
      </Button>
    </form>
  );
}
