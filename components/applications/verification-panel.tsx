'use client';

import { useEffect, useState, useTransition } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The code's shape, checked with the shared schema once the form first validates (lazy-resolver.ts). */
const confirmCodeResolver = lazyResolver(async () => {
  const [{ zodResolver }, { confirmVerificationSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/core/verification/schemas')]);
  return zodResolver(confirmVerificationSchema, undefined, { raw: true }) as Resolver<{ code: string }>;
});

type Sent = { channel: 'sms' | 'email'; maskedRecipient: string; expiresAt: string };
export type SendCode = (input: { application: string; mode: 'sms' | 'email'; language: 'en' | 'es' }) => Promise<ActionResult<Sent>>;
export type ConfirmCode = (input: { application: string; code: string }) => Promise<ActionResult<{ verifiedAt: string }>>;

/** SPEC §9: one send per 30 seconds per application; the button counts down instead of failing. */
const RESEND_AFTER_MS = 30_000;
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function useSecondsUntil(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) clearInterval(timer);
    }, 500);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Sends the applicant a six-digit code (SMS to the cell, or e-mail) and confirms the code they read back.
 * Rate limits, expiry, wrong codes and the lock after five tries are the core's rules; this shows what it
 * says, on the field or above the form.
 */
export function VerificationPanel({
  application,
  hasCell,
  hasEmail,
  send,
  confirm,
}: {
  application: string;
  hasCell: boolean;
  hasEmail: boolean;
  send: SendCode;
  confirm: ConfirmCode;
}) {
  const preferred: 'sms' | 'email' = hasCell ? 'sms' : 'email';
  const [sendingChannel, setSendingChannel] = useState<'sms' | 'email' | null>(null);
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const [sent, setSent] = useState<Sent | null>(null);
  const [sendError, setSendError] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sending, startSending] = useTransition();
  const wait = useSecondsUntil(resendAt);

  const form = useForm<{ code: string }>({
    // The API's own schema: six digits, the same message the server gives.
    resolver: confirmCodeResolver,
    defaultValues: { code: '' },
  });
  const [confirmedAt, setConfirmedAt] = useState<string | null>(null);
  const codeError = form.formState.errors.code?.message;
  const locked = typeof codeError === 'string' && /send a new code/i.test(codeError);

  function sendCode(mode: 'sms' | 'email') {
    setSendingChannel(mode);
    startSending(async () => {
      setSendError(null);
      const result = await send({ application, mode, language });
      if (result.ok) {
        setSent(result.data);
        setResendAt(Date.now() + RESEND_AFTER_MS);
        form.reset({ code: '' });
        form.setFocus('code');
      } else {
        const text = result.fieldErrors.mode?.join(' ') ?? result.formError ?? 'The code could not be sent.';
        setSendError({ tone: result.code === 'rate_limited' ? 'warning' : 'error', text });
      }
    });
  }

  const onConfirm = form.handleSubmit(async ({ code }) => {
    const result = await confirm({ application, code });
    if (result.ok) setConfirmedAt(result.data.verifiedAt);
    else if (result.fieldErrors.code) form.setError('code', { type: 'server', message: result.fieldErrors.code.join(' ') });
    else form.setError('root', { type: 'server', message: result.formError ?? 'The code could not be checked.' });
  });

  if (confirmedAt) {
    return (
      <Alert tone="info" data-testid="verification-confirmed">
        Verified. The approval is ready for a lease.
      </Alert>
    );
  }

  return (
    <div className="space-y-5" data-testid="verification-panel">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="verification-language">Language</Label>
          <Select id="verification-language" className="mt-1 w-36" value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'es')}>
            <option value="en">English</option>
            <option value="es">Español</option>
          </Select>
        </div>
        {/* One click sends: the channel is the button. */}
        {(['sms', 'email'] as const).map((channel) => {
          const available = channel === 'sms' ? hasCell : hasEmail;
          const label = channel === 'sms' ? 'Text the code' : 'E-mail the code';
          return (
            <Button
              key={channel}
              variant={channel === preferred ? 'primary' : 'secondary'}
              onClick={() => sendCode(channel)}
              disabled={!available || sending || wait > 0}
              title={available ? undefined : channel === 'sms' ? 'No phone number on file' : 'No e-mail address on file'}
              data-testid={`send-code-${channel}`}
            >
              {sending && sendingChannel === channel ? 'Sending…' : wait > 0 ? `Resend in ${wait} s` : sent ? `${label} again` : label}
            </Button>
          );
        })}
      </div>

      {sent ? (
        <p className="text-sm text-slate-700" role="status" data-testid="verification-sent">
          A code was sent by {sent.channel === 'sms' ? 'text message' : 'e-mail'} to <span className="font-medium">{sent.maskedRecipient}</span>. It expires at{' '}
          {clock.format(new Date(sent.expiresAt))}. A new code replaces the previous one.
        </p>
      ) : null}
      {sendError ? (
        <Alert tone={sendError.tone} data-testid="verification-send-error">
          {sendError.text}
        </Alert>
      ) : null}

      <form onSubmit={onConfirm} noValidate className="flex flex-wrap items-start gap-3">
        <div>
          <Label htmlFor="verification-code">Code from the applicant</Label>
          <Input
            id="verification-code"
            className="mt-1 w-40 font-mono text-base tracking-[0.3em]"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            aria-invalid={Boolean(codeError)}
            aria-describedby={codeError ? 'verification-code-error' : undefined}
            {...form.register('code', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
          />
          {locked ? null : <FieldError id="verification-code-error" message={codeError} />}
        </div>
        <Button type="submit" className="mt-6" disabled={form.formState.isSubmitting} data-testid="confirm-code">
          {form.formState.isSubmitting ? 'Checking…' : 'Confirm code'}
        </Button>
      </form>
      {locked ? (
        <Alert tone="warning" id="verification-code-error" data-testid="verification-locked">
          {codeError}
        </Alert>
      ) : null}
      {form.formState.errors.root?.message ? <Alert>{form.formState.errors.root.message}</Alert> : null}
    </div>
  );
}
