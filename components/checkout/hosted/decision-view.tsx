'use client';

import { useState, type FormEvent, type RefObject } from 'react';
import { confirmCheckoutCode, sendCheckoutCode } from '@/app/apply/[retailer]/[store]/actions';
import type { checkoutTexts, Locale } from '../texts';
import type { HostedDecision } from '../hosted-types';
import { inputClass, primaryButton, secondaryButton } from './form-fields';

type DecisionProps = {
  decision: HostedDecision;
  t: (typeof checkoutTexts)[Locale];
  headingRef: RefObject<HTMLHeadingElement | null>;
  checkoutId: string;
  locale: Locale;
  onDone: () => void;
  framed: boolean;
};

/** The decision in plain words, then (for an approval awaiting it) the verification code. */
export function DecisionView({ decision, t, headingRef, checkoutId, locale, onDone, framed }: DecisionProps) {
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
