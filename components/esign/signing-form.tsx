'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
// The schema's own file: the index also exports server-only operations, which must stay out of the browser bundle.
import { signEnvelopeSchema } from '@/lib/core/esign/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, Input, Label } from '@/components/ui/input';
import { SignaturePad } from './signature-pad';
import { signTexts, type SignLanguage } from './sign-texts';
import type { SignAction, SignFormValues } from './types';

/** A script-like face from what the device has; the stored record of a typed signature is the name itself. */
export const scriptFont = '"Segoe Script", "Snell Roundhand", "Brush Script MT", "URW Chancery L", "Z003", cursive';

/** Client-side messages in the page's language; the server's own messages are shown as they come. */
const localMessages: Record<SignLanguage, Record<'consent' | 'signerName' | 'signature', string>> = {
  en: { consent: 'You must agree to sign electronically.', signerName: 'Type your full name.', signature: 'Draw your signature in the box, or choose to type it.' },
  es: { consent: 'Debe aceptar firmar electrónicamente.', signerName: 'Escriba su nombre completo.', signature: 'Dibuje su firma en el recuadro o elija escribirla.' },
};

type Props = {
  token: string;
  language: SignLanguage;
  expectedName: string;
  loanNumber: string;
  storeName: string;
  sign: SignAction;
};

/**
 * Consent, name and signature, checked with the core's own schema before sending; the server's field
 * errors land on the same fields. Success goes back to the store's return URL (in-store signing) or
 * shows the confirmation here; a link that stopped working meanwhile reloads into its explanation page.
 */
export function SigningForm({ token, language, expectedName, loanNumber, storeName, sign }: Props) {
  const t = signTexts[language];
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ redirecting: boolean } | null>(null);
  const confirmation = useRef<HTMLElement>(null);
  // The form the signer was looking at is gone: bring the confirmation into view and to screen readers.
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignFormValues>({
    resolver: zodResolver(signEnvelopeSchema, undefined, { raw: true }) as unknown as Resolver<SignFormValues>,
    defaultValues: { token, consent: false, signerName: '', signature: { kind: 'typed' } },
  });
  const signature = useWatch({ control, name: 'signature' });
  const signerName = useWatch({ control, name: 'signerName' });

  const message = (field: 'consent' | 'signerName' | 'signature', error: { type?: string; message?: string } | undefined) =>
    error ? (error.type === 'server' ? error.message : localMessages[language][field]) : undefined;
  const signatureError = errors.signature as { message?: string; type?: string; pngDataUrl?: { message?: string; type?: string } } | undefined;
  const signatureMessage = message('signature', signatureError?.pngDataUrl ?? (signatureError?.message ? signatureError : undefined));

  const onDrawn = useCallback(
    (pngDataUrl: string | null) => {
      setValue('signature', { kind: 'drawn', pngDataUrl: pngDataUrl ?? '' });
      if (pngDataUrl) clearErrors('signature');
    },
    [setValue, clearErrors],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await sign(values);
    if (result.ok) {
      if (result.data.returnUrl) {
        setDone({ redirecting: true });
        window.location.assign(result.data.returnUrl);
      } else setDone({ redirecting: false });
      return;
    }
    if (result.code === 'unavailable') {
      // Voided, expired or signed elsewhere since the page loaded: the page says which.
      router.refresh();
      return;
    }
    let placed = false;
    for (const [path, texts] of Object.entries(result.fieldErrors)) {
      const field = path === 'consent' || path === 'signerName' ? path : path.startsWith('signature') ? 'signature' : null;
      if (!field) continue;
      setError(field, { type: 'server', message: texts.join(' ') });
      placed = true;
    }
    setFormError(result.formError ?? (placed ? t.fixFields : t.unavailable));
  });

  if (done) {
    return (
      <section
        ref={confirmation}
        tabIndex={-1}
        className="scroll-mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 outline-none sm:p-10"
        data-testid="signed-confirmation"
        aria-live="polite"
      >
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100">
          <svg viewBox="0 0 24 24" aria-hidden className="h-8 w-8 text-emerald-600">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{done.redirecting ? t.redirecting : t.signedTitle}</h2>
        {done.redirecting ? null : <p className="mx-auto mt-2 max-w-md text-slate-600">{t.signedBody(loanNumber, storeName)}</p>}
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" data-testid="signing-form">
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t.consentTitle}</h2>
        <div className="mt-3 max-h-64 space-y-3 overflow-y-auto rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-700 ring-1 ring-inset ring-slate-200" tabIndex={0} data-testid="esign-disclosure">
          {t.disclosure.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-lg p-1 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600 accent-indigo-600"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            {...register('consent')}
          />
          <span>{t.consentLabel}</span>
        </label>
        <FieldError id="consent-error" message={message('consent', errors.consent)} />
      </section>

      <section className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div>
          <Label htmlFor="signer-name">{t.nameLabel}</Label>
          <Input
            id="signer-name"
            autoComplete="name"
            className="mt-1.5 h-12 text-base"
            aria-invalid={errors.signerName ? true : undefined}
            aria-describedby={errors.signerName ? 'signer-name-error signer-name-help' : 'signer-name-help'}
            {...register('signerName')}
          />
          <p id="signer-name-help" className="mt-1 text-xs text-slate-500">
            {t.nameHelp} <span className="font-medium text-slate-700" data-testid="expected-name">{expectedName}</span>.
          </p>
          <FieldError id="signer-name-error" message={message('signerName', errors.signerName)} />
        </div>

        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-700">{t.signatureTitle}</legend>
          <div role="radiogroup" className="mt-2 inline-flex rounded-lg bg-slate-100 p-1" aria-label={t.signatureTitle}>
            {(['typed', 'drawn'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="radio"
                aria-checked={signature.kind === kind}
                data-testid={`signature-${kind}`}
                className={cn(
                  'h-10 rounded-md px-4 text-sm font-medium transition-colors',
                  signature.kind === kind ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
                onClick={() => {
                  clearErrors('signature');
                  setValue('signature', kind === 'typed' ? { kind: 'typed' } : { kind: 'drawn', pngDataUrl: '' });
                }}
              >
                {kind === 'typed' ? t.typed : t.drawn}
              </button>
            ))}
          </div>

          <div className="mt-3">
            {signature.kind === 'typed' ? (
              <div
                className="flex min-h-28 items-end rounded-lg bg-white px-4 pb-5 ring-1 ring-inset ring-slate-300 sm:px-6"
                data-testid="typed-signature"
                aria-live="polite"
              >
                {signerName.trim() ? (
                  <span className="w-full min-w-0 truncate border-b border-dashed border-slate-300 pb-1 text-3xl italic text-slate-900 sm:text-4xl" style={{ fontFamily: scriptFont }}>
                    {signerName.trim()}
                  </span>
                ) : (
                  <span className="w-full border-b border-dashed border-slate-300 pb-1 text-sm text-slate-500">{t.typedPreviewEmpty}</span>
                )}
              </div>
            ) : (
              <Controller
                control={control}
                name="signature"
                render={() => (
                  <div>
                    <p className="mb-2 text-xs text-slate-500">{t.drawHelp}</p>
                    <SignaturePad
                      onChange={onDrawn}
                      label={t.padLabel}
                      clearLabel={t.clear}
                      invalid={Boolean(signatureMessage)}
                      describedBy={signatureMessage ? 'signature-error' : undefined}
                    />
                  </div>
                )}
              />
            )}
            <FieldError id="signature-error" message={signatureMessage} />
          </div>
        </fieldset>
      </section>

      {formError ? <Alert data-testid="sign-form-error">{formError}</Alert> : null}

      <div>
        <Button type="submit" disabled={isSubmitting} className="h-12 w-full text-base sm:w-auto sm:px-8" data-testid="sign-submit">
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
