'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { frameMessage, parseShopMessage, type CheckoutResult } from '@/lib/checkout/protocol';
import { submitCheckout, validateCheckoutStep } from '@/app/apply/[retailer]/[store]/actions';
import { checkoutTexts, frequencyValues, incomeSourceValues, type Locale } from './texts';
import type { HostedDecision } from './hosted-types';
import { errorFor, empty, stepFields, STEPS, toApplication, type Field, type Values } from './hosted/application-values';
import { DecisionView } from './hosted/decision-view';
import { primaryButton, ReviewRow, secondaryButton, SelectField, TextField } from './hosted/form-fields';

type Props = { checkoutId: string; storeName: string; initialLocale: Locale; parentOrigin: string | null; channel: string | null };

/**
 * The hosted application: five short steps (about you, address, income, bank, review and consent), the
 * decision in plain words, then the verification code. Every step is checked on the server by the API's
 * own application schema, so the field errors are the API's and the portal's (in Spanish when chosen),
 * and no validation library ships to the phone. Talks to the shop's page only through `parentOrigin`
 * (from the retailer's allowlist) and only on this overlay's `channel`.
 */
export function HostedApplication({ checkoutId, storeName, initialLocale, parentOrigin, channel }: Props) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const t = checkoutTexts[locale];
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [decision, setDecision] = useState<HostedDecision | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** What to focus once the fieldset is enabled again (a disabled field cannot take focus). */
  const pendingFocus = useRef<string | null>(null);
  const hydrated = useHydrated();
  const framed = parentOrigin !== null && channel !== null;

  const post = (message: ReturnType<typeof frameMessage>) => {
    if (framed && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  };

  // Announce the checkout to checkout.js, accept its prefill (from the allowed parent only), relay Esc.
  useEffect(() => {
    if (!framed || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== parentOrigin || event.source !== window.parent) return;
      const message = parseShopMessage(event.data);
      if (!message || message.channel !== channel) return;
      const { customer } = message;
      setValues((v) => ({
        ...v,
        first_name: v.first_name || customer.first_name || '',
        last_name: v.last_name || customer.last_name || '',
        email: v.email || customer.email || '',
        cell: v.cell || customer.cell || '',
      }));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') window.parent.postMessage(frameMessage(channel, 'close', checkoutId), parentOrigin);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKey);
    window.parent.postMessage(frameMessage(channel, 'ready', checkoutId), parentOrigin);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
    };
  }, [framed, parentOrigin, channel, checkoutId]);

  useEffect(() => {
    document.documentElement.lang = t.htmlLang;
  }, [t.htmlLang]);

  // The first field is ready for typing as soon as the page is live, and whenever the overlay hands focus
  // to the frame as a whole (checkout.js focuses the iframe; focus then lands on nothing inside it).
  useEffect(() => {
    if (!hydrated) return;
    const focusFirst = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (document.querySelector<HTMLElement>('form [id^="field-"]') ?? heading.current)?.focus();
    };
    focusFirst();
    window.addEventListener('focus', focusFirst);
    return () => window.removeEventListener('focus', focusFirst);
  }, [hydrated]);

  useEffect(() => {
    if (busy || !pendingFocus.current) return;
    const id = pendingFocus.current;
    pendingFocus.current = null;
    (id === 'heading' ? heading.current : document.getElementById(id))?.focus();
  });

  const set = (field: keyof Values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  function goTo(index: number) {
    setStep(index);
    pendingFocus.current = 'heading';
  }

  function showErrors(fieldErrors: Record<string, string[]>, current: number) {
    setErrors(fieldErrors);
    const first = stepFields.findIndex((fields) => fields.some((f) => errorFor(fieldErrors, f)));
    const target = first === -1 ? current : first;
    if (target !== current) setStep(target);
    const field = stepFields[target]?.find((f) => errorFor(fieldErrors, f));
    pendingFocus.current = field ? `field-${field}` : 'heading';
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    try {
      const { fieldErrors } = await validateCheckoutStep({ step, application: toApplication(values), locale });
      if (Object.keys(fieldErrors).length) showErrors(fieldErrors, step);
      else {
        setErrors({});
        goTo(step + 1);
      }
    } catch {
      setFormError(t.failed);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!consent) {
      setConsentError(true);
      document.getElementById('field-consent')?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    let result: ActionResult<HostedDecision>;
    try {
      result = await submitCheckout({ checkoutId, locale, application: toApplication(values), website: honeypot.current?.value || undefined });
    } catch {
      setBusy(false);
      setFormError(t.failed);
      return;
    }
    setBusy(false);
    if (result.ok) {
      setDecision(result.data);
      const d = result.data;
      const posted: CheckoutResult = { status: d.status, applicationId: d.applicationId, approvedAmount: d.approvedAmount, checkoutId: d.checkoutId };
      post(frameMessage(channel ?? '', 'result', checkoutId, posted));
      pendingFocus.current = 'heading';
      return;
    }
    if (result.code === 'validation' && Object.keys(result.fieldErrors).length) {
      setFormError(t.fixErrors);
      showErrors(result.fieldErrors, step);
    } else setFormError(result.code === 'rate_limited' ? t.rateLimited : result.code === 'conflict' ? t.expired : (result.formError ?? t.failed));
  }

  const field = (name: Field, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'decimal'; hint?: string; optional?: boolean } = {}) => (
    <TextField
      key={name}
      name={name}
      label={t.fields[name as keyof typeof t.fields] + (options.optional ? ` ${t.optional}` : '')}
      value={values[name]}
      onChange={(v) => set(name, v)}
      error={errorFor(errors, name)}
      hint={options.hint}
      type={options.type}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
    />
  );

  const languageSwitch = (
    <div role="group" aria-label={t.language} className="flex gap-1 text-sm">
      {(['en', 'es'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={locale === l}
          onClick={() => setLocale(l)}
          className={`rounded-md px-2.5 py-1.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 ${locale === l ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {l === 'en' ? 'English' : 'Español'}
        </button>
      ))}
    </div>
  );

  const shell = (body: ReactNode) => (
    <div className="mx-auto w-full max-w-lg px-4 py-5 sm:py-8" lang={t.htmlLang} data-testid="hosted-application" data-locale={locale} data-ready={hydrated ? 'true' : 'false'}>
      <header className="mb-4 flex items-center justify-between gap-2">
        <p className="font-semibold tracking-tight text-indigo-700">{t.brand}</p>
        {languageSwitch}
      </header>
      <main className="rounded-2xl bg-white sm:p-6 sm:shadow-sm sm:ring-1 sm:ring-slate-200">{body}</main>
    </div>
  );

  if (decision) {
    return shell(
      <DecisionView decision={decision} t={t} headingRef={heading} checkoutId={checkoutId} locale={locale} onDone={() => post(frameMessage(channel ?? '', 'close', checkoutId))} framed={framed} />,
    );
  }

  const last = step === STEPS - 1;
  return shell(
    <>
      <h1 className="text-xl font-semibold text-slate-900">{t.title(storeName)}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <p className="mt-4 text-xs font-medium uppercase tracking-wide text-slate-600" data-testid="checkout-step-counter">
        {t.stepOf(step + 1, STEPS)}
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-1 text-lg font-semibold text-slate-900 focus:outline-none" data-testid="checkout-step-title">
        {t.steps[step]}
      </h2>
      <form onSubmit={last ? submit : next} noValidate className="mt-4" aria-busy={busy}>
        <fieldset disabled={!hydrated || busy} className="space-y-4">
          <legend className="sr-only">{t.steps[step]}</legend>
          {step === 0 && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {field('first_name', { autoComplete: 'given-name' })}
                {field('last_name', { autoComplete: 'family-name' })}
              </div>
              {field('date_of_birth', { inputMode: 'numeric', autoComplete: 'bday', hint: t.hints.date_of_birth })}
              {field('social_security_number', { inputMode: 'numeric', autoComplete: 'off', hint: t.hints.social_security_number })}
              {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              {field('cell', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t.hints.cell })}
            </>
          )}
          {step === 1 && (
            <>
              {field('line_1', { autoComplete: 'address-line1' })}
              {field('city', { autoComplete: 'address-level2' })}
              <div className="grid grid-cols-2 gap-4">
                {field('state', { autoComplete: 'address-level1' })}
                {field('code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
              </div>
            </>
          )}
          {step === 2 && (
            <>
              <SelectField name="source" label={t.fields.source} value={values.source} onChange={(v) => set('source', v)} error={errorFor(errors, 'source')} placeholder={t.choose} options={incomeSourceValues.map((s) => [s, t.sources[s]])} />
              {field('employer', { autoComplete: 'organization', optional: true })}
              {field('gross', { inputMode: 'decimal' })}
              <SelectField name="frequency" label={t.fields.frequency} value={values.frequency} onChange={(v) => set('frequency', v)} error={errorFor(errors, 'frequency')} placeholder={t.choose} options={frequencyValues.map((f) => [f, t.frequencies[f]])} />
            </>
          )}
          {step === 3 && (
            <>
              {field('routing_number', { inputMode: 'numeric', autoComplete: 'off' })}
              {field('checking_account', { inputMode: 'numeric', autoComplete: 'off' })}
              {field('opened_at', { inputMode: 'numeric', optional: true, hint: t.hints.date_of_birth })}
              <label className="flex items-center gap-3 text-slate-800">
                <input id="field-online" type="checkbox" checked={values.online} onChange={(e) => set('online', e.target.checked)} className="h-5 w-5 rounded border-slate-400" />
                {t.fields.online}
              </label>
            </>
          )}
          {step === 4 && (
            <>
              <dl className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm" data-testid="checkout-review">
                <ReviewRow label={t.review.name} value={`${values.first_name} ${values.last_name}`} />
                <ReviewRow label={t.review.email} value={values.email} />
                <ReviewRow label={t.review.cell} value={values.cell} />
                <ReviewRow label={t.review.address} value={`${values.line_1}, ${values.city}, ${values.state.toUpperCase()} ${values.code}`} />
                <ReviewRow label={t.review.income} value={`$${values.gross} · ${t.frequencies[values.frequency as keyof typeof t.frequencies] ?? ''}`} />
                <ReviewRow label={t.review.bank} value={`•••• ${values.checking_account.slice(-4)}`} />
              </dl>
              <section aria-labelledby="consent-title">
                <h3 id="consent-title" className="font-semibold text-slate-900">
                  {t.consentTitle}
                </h3>
                <p id="consent-text" className="mt-1 text-sm leading-relaxed text-slate-700" data-testid="checkout-consent-text">
                  {t.consent}
                </p>
                <label className="mt-3 flex items-start gap-3 text-slate-900">
                  <input
                    id="field-consent"
                    type="checkbox"
                    checked={consent}
                    onChange={(e) => {
                      setConsent(e.target.checked);
                      setConsentError(false);
                    }}
                    aria-describedby={consentError ? 'consent-error consent-text' : 'consent-text'}
                    aria-invalid={consentError || undefined}
                    className="mt-0.5 h-5 w-5 rounded border-slate-400"
                  />
                  <span>{t.consentLabel}</span>
                </label>
                {consentError && (
                  <p id="consent-error" className="mt-1 text-sm text-red-700">
                    {t.consentRequired}
                  </p>
                )}
              </section>
              {/* A honeypot: hidden from people and assistive technology, filled by bots. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  {t.honeypot}
                  <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
            </>
          )}
          {formError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="checkout-form-error">
              {formError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <button type="button" onClick={() => goTo(step - 1)} className={secondaryButton}>
                {t.back}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className={primaryButton}>
              {busy ? (last ? t.submitting : t.checking) : last ? t.submit : t.next}
            </button>
          </div>
        </fieldset>
      </form>
    </>,
  );
}
