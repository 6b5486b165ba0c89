'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ActionResult } from '@/lib/auth/authed-action';
import { formatCents } from '@/lib/core/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/components/ui/cn';
import { incomeFrequencyLabels, paymentFrequencyLabels, usStateNames } from '@/components/leases/labels';
import { ScheduleTable } from '@/components/leases/schedule-table';
import type { CalculatorValues } from './calculator-values';
import { formatMult, OptionCard } from './option-card';
import type { CalculatorResult } from './types';

type Props = {
  /** The latest answer, or the previous one while the next loads (so nothing flashes). */
  answer: ActionResult<CalculatorResult> | undefined;
  /** The answer for the details on screen, once it has arrived. */
  current: ActionResult<CalculatorResult> | undefined;
  updating: boolean;
  /** The details do not pass the schema yet: nothing is priced until they do. */
  paused: boolean;
  pendingIssues: string[];
  loadFailed: boolean;
  values: CalculatorValues;
  optionRadio: UseFormRegisterReturn<'option'>;
};

const printedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function CalculatorResults({ answer, current, updating, paused, pendingIssues, loadFailed, values, optionRadio }: Props) {
  const result = answer?.ok ? answer.data : null;
  const selected = result?.options.find((o) => o.option === values.option) ?? result?.options[0];

  return (
    <section aria-labelledby="results-title" className="min-w-0 space-y-4" data-print-quote>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="results-title" className="text-base font-semibold text-slate-900 print:text-xl">
            <span className="print:hidden">Payments</span>
            <span className="hidden print:inline">Leaseline — lease-to-own payment quote</span>
          </h2>
          <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="calculator-status" data-updating={updating}>
            {paused
              ? result
                ? 'Showing the last valid details. Fix the highlighted fields to update.'
                : 'Fill in the details to see the payments.'
              : updating
                ? 'Updating…'
                : result
                  ? `Options A, B and C, ${paymentFrequencyLabels[result.options[0]!.paymentFrequency]?.toLowerCase()}.`
                  : ''}
          </p>
        </div>
        {result && !paused ? (
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden" data-testid="print-quote">
            Print quote
          </Button>
        ) : null}
      </div>

      {paused && pendingIssues.length ? (
        <div className="text-sm text-slate-600 print:hidden" data-testid="calculator-missing">
          <p>Still needed:</p>
          <ul className="mt-1 list-inside list-disc">
            {pendingIssues.slice(0, 6).map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {loadFailed ? <Alert>The payments could not be calculated. Check your connection and try again.</Alert> : null}

      {answer && !answer.ok && answer.code !== 'unauthenticated' ? (
        <Alert data-testid="calculator-refusal" className={cn(current ? '' : 'opacity-70')}>
          <p className="font-medium">{answer.formError ?? 'These details cannot be priced:'}</p>
          {Object.values(answer.fieldErrors).flat().filter((m) => m !== answer.formError).length ? (
            <ul className="mt-1 list-inside list-disc">
              {[...new Set(Object.values(answer.fieldErrors).flat())]
                .filter((m) => m !== answer.formError)
                .map((m) => (
                  <li key={m}>{m}</li>
                ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

      {!answer && !paused ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      ) : null}

      {result ? (
        <div className={cn('space-y-4 transition-opacity', paused && 'opacity-60')} data-testid="calculator-results" aria-busy={updating}>
          <PrintedDetails values={values} result={result} />
          <div className="grid gap-4 md:grid-cols-3 print:grid-cols-3 print:gap-3 print:px-0.5">
            {result.options.map((quote) => (
              <OptionCard key={quote.option} quote={quote} selected={quote.option === selected?.option} radio={optionRadio} />
            ))}
          </div>
          <CapNote result={result} />
          {selected ? (
            <Card className="overflow-hidden print:break-before-page print:overflow-visible print:shadow-none print:ring-0">
              <div className="border-b border-slate-200 px-4 py-3">
                <h3 className="text-sm font-semibold text-slate-900">
                  Payment schedule, option {selected.option}
                </h3>
                <p className="text-xs text-slate-500">
                  Initial payment {formatCents(selected.depositCents + selected.depositTaxCents)} (tax included) at signing; first payment{' '}
                  {selected.firstPaymentDate}.
                </p>
              </div>
              <ScheduleTable rows={selected.schedule} />
            </Card>
          ) : null}
          <p className="hidden text-xs text-slate-500 print:block">
            An estimate, not an offer of credit or a contract. The lease states the final amounts; they depend on the approval, the goods
            and the day the lease is signed. The customer does not own the goods until all payments, or an early purchase amount, are paid.
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** A state cap lowered some option's multiplier: say which, by how much, and on what authority. */
function CapNote({ result }: { result: CalculatorResult }) {
  const capped = result.options.filter((o) => o.cap);
  const cap = capped[0]?.cap;
  if (!cap) return null;
  return (
    <Alert tone="info" data-testid="cap-note">
      <p>
        {cap.stateName} caps the initial payment plus all payments at {cap.times.toFixed(2)}× the amount leased, so the multiplier was lowered to
        fit: {capped.map((o) => `option ${o.option} ${formatMult(o.rateCardMult)} → ${formatMult(o.mult)}`).join(', ')}.
      </p>
      <p className="mt-1 text-xs">{cap.citation}</p>
    </Alert>
  );
}

/** What the quote was priced for, printed above the options (the form itself is not printed). */
function PrintedDetails({ values, result }: { values: CalculatorValues; result: CalculatorResult }) {
  const first = result.options[0]!;
  const facts = [
    ['Prepared', printedOn.format(new Date())],
    result.applicationId ? ['Application', `#${result.applicationId}`] : null,
    ['Lease amount', formatCents(first.leaseAmountCents)],
    first.additionalDownCents ? ['Additional down', formatCents(first.additionalDownCents)] : null,
    ['Amount leased', formatCents(first.amountLeasedCents)],
    ['Payments', paymentFrequencyLabels[first.paymentFrequency]],
    ['State', `${usStateNames[first.companyState] ?? first.companyState} (${first.companyState}), sales tax ${first.salesTaxPercent}`],
    result.applicationId ? null : ['Customer is paid', incomeFrequencyLabels[values.incomeFrequency] ?? values.incomeFrequency],
    ['Care plan', first.ocpCents ? 'included' : 'not included'],
  ].filter((f): f is [string, string] => f !== null);
  return (
    <dl className="hidden grid-cols-3 gap-x-6 gap-y-1 text-sm print:grid">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="text-slate-500">{label}:</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
