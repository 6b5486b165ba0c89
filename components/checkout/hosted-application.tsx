'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/auth/authed-action';
import { frameMessage, parseShopMessage, type CheckoutResult } from '@/lib/checkout/protocol';
import { confirmCheckoutCode, sendCheckoutCode, submitCheckout, validateCheckoutStep } from '@/app/apply/[retailer]/[store]/actions';
import { checkoutTexts, frequencyValues, incomeSourceValues, type Locale } from './texts';
import type { HostedDecision } from './hosted-types';

type Props = { checkoutId: string; storeName: string; initialLocale: Locale; parentOrigin: string | null; channel: string | null };

type Values = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  social_security_number: string;
  email: string;
  cell: string;
  line_1: string;
  city: string;
  state: string;
  code: string;
  source: string;
  employer: string;
  gross: string;
  frequency: string;
  routing_number: string;
  checking_account: string;
  opened_at: string;
  online: boolean;
};
type Field = Exclude<keyof Values, 'online'>;

const empty: Values = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  social_security_number: '',
  email: '',
  cell: '',
  line_1: '',
  city: '',
  state: '',
  code: '',
  source: '',
  employer: '',
  gross: '',
  frequency: '',
  routing_number: '',
  checking_account: '',
  opened_at: '',
  online: false,
};

/** Where each field's errors live in the shared application schema. */
const pathOf: Record<keyof Values, string> = {
  first_name: 'applicant.first_name',
  last_name: 'applicant.last_name',
  date_of_birth: 'applicant.date_of_birth',
  social_security_number: 'applicant.social_security_number',
  email: 'applicant.email',
  cell: 'applicant.cell',
  line_1: 'applicant.location.line_1',
  city: 'applicant.location.city',
  state: 'applicant.location.state',
  code: 'applicant.location.code',
  source: 'applicant.primaryIncome.source',
  employer: 'applicant.primaryIncome.employer',
  gross: 'applicant.primaryIncome.gross',
  frequency: 'applicant.primaryIncome.frequency',
  routing_number: 'banking.routing_number',
  checking_account: 'banking.checking_account',
  opened_at: 'banking.opened_at',
  online: 'banking.online',
};

const stepFields: (keyof Values)[][] = [
  ['first_name', 'last_name', 'date_of_birth', 'social_security_number', 'email', 'cell'],
  ['line_1', 'city', 'state', 'code'],
  ['source', 'employer', 'gross', 'frequency'],
  ['routing_number', 'checking_account', 'opened_at', 'online'],
  [],
];
const STEPS = stepFields.length;

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/** The form's values as the API's application body (2.1), for the shared schema to judge. */
function toApplication(v: Values) {
  const gross = v.gross.trim() === '' ? undefined : /^\d+(\.\d+)?$/.test(v.gross.trim()) ? Number(v.gross.trim()) : v.gross;
  return {
    applicant: {
      first_name: v.first_name,
      last_name: v.last_name,
      date_of_birth: blank(v.date_of_birth),
      social_security_number: blank(v.social_security_number),
      email: blank(v.email),
      cell: blank(v.cell),
      location: { line_1: v.line_1, city: v.city, state: blank(v.state), code: blank(v.code) },
      primaryIncome: { source: blank(v.source), employer: blank(v.employer), gross, frequency: blank(v.frequency) },
      secondaryIncome: {},
    },
    banking: { routing_number: blank(v.routing_number), checking_account: blank(v.checking_account), opened_at: blank(v.opened_at), online: v.online },
  };
}

/** The first error of a field: its own path, or a deeper one (`applicant.location.code.x`). */
function errorFor(errors: Record<string, string[]>, field: keyof Values): string | undefined {
  const path = pathOf[field];
  return errors[path]?.[0] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1][0];
}

const noSubscription = () => () => {};
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

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

const primaryButton =
  'min-h-11 rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 disabled:opacity-60';
const secondaryButton =
  'min-h-11 rounded-lg px-5 py-2.5 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600';
const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 aria-[invalid=true]:border-red-600';

function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'decimal';
}) {
  const id = `field-${props.name}`;
  const described = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${props.name}`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

function SelectField(props: { name: string; label: string; value: string; onChange: (v: string) => void; error?: string; placeholder: string; options: [string, string][] }) {
  const id = `field-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${props.name}`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

function ReviewRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

type DecisionProps = {
  decision: HostedDecision;
  t: (typeof checkoutTexts)[Locale];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  checkoutId: string;
  locale: Locale;
  onDone: () => void;
  framed: boolean;
};

/** The decision in plain words, then (for an approval awaiting it) the verification code. */
function DecisionView({ decision, t, headingRef, checkoutId, locale, onDone, framed }: DecisionProps) {
  const [mode, setMode] = useState<'sms' | 'email'>('sms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);
  const d = t.decision;
  const title = decision.status === 'approved' ? d.approved : decision.status === 'review' ? d.review : d.declined;

  async function send() {
    setBusy(true);
    setError(null);
    const result = await sendCheckoutCode({ checkoutId, locale, mode }).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setSentTo(result.data.maskedRecipient);
      requestAnimationFrame(() => document.getElementById('field-verification-code')?.focus());
    } else setError(result ? (result.fieldErrors.mode?.[0] ?? result.formError ?? t.failed) : t.failed);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await confirmCheckoutCode({ checkoutId, locale, code }).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setVerified(true);
      requestAnimationFrame(() => document.getElementById('checkout-done')?.focus());
    } else {
      setError(result ? (result.fieldErrors.code?.[0] ?? result.formError ?? t.failed) : t.failed);
      requestAnimationFrame(() => document.getElementById('field-verification-code')?.focus());
    }
  }

  const done = (
    <button id="checkout-done" type="button" onClick={onDone} className={`${primaryButton} mt-6 w-full`} hidden={!framed} data-testid="checkout-return">
      {t.returnToShop}
    </button>
  );

  return (
    <div data-testid="checkout-decision" data-status={decision.status}>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      {decision.status === 'approved' && decision.approvedAmountText && (
        <>
          <p className="mt-2 text-slate-700" data-testid="checkout-approved-amount">
            {d.approvedBody(decision.approvedAmountText)}
          </p>
          <h2 className="mt-4 font-semibold text-slate-900">{d.options}</h2>
          <ul className="mt-1 space-y-1 text-slate-800">
            {decision.options.map((o) => (
              <li key={o.option}>{d.option(o.option, o.amountText, o.downPaymentText)}</li>
            ))}
          </ul>
        </>
      )}
      {decision.status === 'review' && <p className="mt-2 text-slate-700">{d.reviewBody}</p>}
      {decision.status === 'declined' && <p className="mt-2 text-slate-700">{d.declinedBody}</p>}

      {decision.needsVerification && !verified && (
        <section aria-labelledby="verify-title" className="mt-6 rounded-xl bg-slate-50 p-4" data-testid="checkout-verification">
          <h2 id="verify-title" className="font-semibold text-slate-900">
            {t.verify.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t.verify.body}</p>
          <fieldset className="mt-3" disabled={busy}>
            <legend className="text-sm font-medium text-slate-800">{t.verify.channel}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {(['sms', 'email'] as const).map((m) => (
                <label key={m} className="flex items-center gap-2 text-slate-900">
                  <input type="radio" name="verification-mode" value={m} checked={mode === m} onChange={() => setMode(m)} className="h-5 w-5" />
                  {m === 'sms' ? t.verify.sms : t.verify.email}
                </label>
              ))}
            </div>
            <button type="button" onClick={send} className={`${sentTo ? secondaryButton : primaryButton} mt-3 w-full sm:w-auto`}>
              {sentTo ? t.verify.resend : t.verify.send}
            </button>
          </fieldset>
          {sentTo && (
            <form onSubmit={confirm} noValidate className="mt-4">
              <p className="text-sm text-slate-700" role="status">
                {t.verify.sent(sentTo)}
              </p>
              <label htmlFor="field-verification-code" className="mt-3 block text-sm font-medium text-slate-800">
                {t.verify.code}
              </label>
              <input
                id="field-verification-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'verification-error' : undefined}
                className={inputClass}
              />
              <button type="submit" disabled={busy} className={`${primaryButton} mt-3 w-full sm:w-auto`}>
                {t.verify.confirm}
              </button>
            </form>
          )}
          {error && (
            <p id="verification-error" role="alert" className="mt-2 text-sm text-red-700" data-testid="verification-error">
              {error}
            </p>
          )}
        </section>
      )}
      {verified && (
        <p className="mt-6 rounded-lg bg-emerald-50 p-3 text-emerald-900" role="status" data-testid="checkout-verified">
          {t.verify.done}
        </p>
      )}
      {done}
    </div>
  );
}
