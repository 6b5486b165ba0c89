'use server';

import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { publicDatabase } from '@/lib/api/public-database';
import { toActionError, type ActionResult } from '@/lib/auth/authed-action';
import { checkoutClientIp } from '@/lib/checkout/frame-policy';
import { applicationSchema } from '@/lib/core/applications/schemas';
import { confirmCheckoutVerification, sendCheckoutVerification } from '@/lib/core/checkout/checkout-verification';
import { submitCheckoutApplication } from '@/lib/core/checkout/submit-checkout-application';
import type { Ctx } from '@/lib/core/context';
import { centsToDollars, formatCents } from '@/lib/core/money';
import { zodFieldErrors } from '@/lib/core/validation';
import { localizeError, type Locale } from '@/components/checkout/texts';
import type { HostedDecision } from '@/components/checkout/hosted-types';

/**
 * The hosted application's server actions. No session: the checkout id (a random uuid the gate opened)
 * is the only authority, and the core decides what it allows. Errors come back as the shared schema's
 * field errors, in the shopper's language.
 */

async function requestCtx(): Promise<Omit<Ctx, 'actor'>> {
  const h = await headers();
  return { db: await publicDatabase(), ip: checkoutClientIp(h), userAgent: h.get('user-agent') ?? undefined };
}

const lang = (locale: unknown): Locale => (locale === 'es' ? 'es' : 'en');

function localized<T>(result: Extract<ActionResult<T>, { ok: false }>, locale: Locale): Extract<ActionResult<T>, { ok: false }> {
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([path, messages]) => [path, messages.map((m) => localizeError(m, locale))]));
  return { ...result, fieldErrors, formError: result.formError === null ? null : localizeError(result.formError, locale) };
}

async function run<T>(locale: unknown, fn: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn() };
  } catch (error) {
    unstable_rethrow(error);
    return localized(toActionError(error), lang(locale));
  }
}

/** The schema paths each step of the form owns; a step is checked with every step before it. */
const stepPaths = [
  ['applicant.first_name', 'applicant.last_name', 'applicant.date_of_birth', 'applicant.social_security_number', 'applicant.email', 'applicant.cell', 'applicant.phone'],
  ['applicant.location'],
  ['applicant.primaryIncome', 'applicant.secondaryIncome'],
  ['banking'],
];

/** Checks the steps up to `step` with the API's own application schema; no database, nothing stored. */
export async function validateCheckoutStep(input: { step: number; application: unknown; locale: Locale }): Promise<{ fieldErrors: Record<string, string[]> }> {
  const parsed = applicationSchema.safeParse(input.application);
  if (parsed.success) return { fieldErrors: {} };
  const owned = stepPaths.slice(0, Math.max(0, Math.min(stepPaths.length, Number(input.step) + 1))).flat();
  const errors = Object.entries(zodFieldErrors(parsed.error)).filter(([path]) => owned.some((p) => path === p || path.startsWith(`${p}.`)));
  return { fieldErrors: Object.fromEntries(errors.map(([path, messages]) => [path, messages.map((m) => localizeError(m, lang(input.locale)))])) };
}

export async function submitCheckout(input: { checkoutId: string; locale: Locale; application: unknown; website?: string }): Promise<ActionResult<HostedDecision>> {
  return run(input.locale, async () => {
    const d = await submitCheckoutApplication(await requestCtx(), String(input.checkoutId), { application: input.application, website: input.website });
    return {
      checkoutId: d.checkoutId,
      status: d.status,
      applicationId: d.applicationId,
      approvedAmount: d.approvedAmountCents === null ? null : centsToDollars(d.approvedAmountCents),
      approvedAmountText: d.approvedAmountCents === null ? null : formatCents(d.approvedAmountCents),
      options: d.options.map((o) => ({ option: o.option, amountText: formatCents(o.amountCents), downPaymentText: o.downPaymentCents === null ? null : formatCents(o.downPaymentCents) })),
      needsVerification: d.needsVerification,
    };
  });
}

export async function sendCheckoutCode(input: { checkoutId: string; locale: Locale; mode: 'sms' | 'email' }): Promise<ActionResult<{ maskedRecipient: string }>> {
  return run(input.locale, async () => {
    const sent = await sendCheckoutVerification(await requestCtx(), String(input.checkoutId), { mode: input.mode, language: lang(input.locale) });
    return { maskedRecipient: sent.maskedRecipient };
  });
}

export async function confirmCheckoutCode(input: { checkoutId: string; locale: Locale; code: string }): Promise<ActionResult<{ verified: true }>> {
  return run(input.locale, async () => {
    await confirmCheckoutVerification(await requestCtx(), String(input.checkoutId), { code: input.code });
    return { verified: true as const };
  });
}
