import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { DecisionView } from './decision-view';

const tones = {
  A: { ring: 'ring-emerald-200 bg-emerald-50', title: 'text-emerald-900', icon: 'bg-emerald-600' },
  R: { ring: 'ring-amber-200 bg-amber-50', title: 'text-amber-900', icon: 'bg-amber-500' },
  N: { ring: 'ring-red-200 bg-red-50', title: 'text-red-900', icon: 'bg-red-600' },
} as const;

const headline = { A: 'Approved', R: 'Sent to review', N: 'Declined' } as const;

function Icon({ code }: { code: DecisionView['code'] }) {
  return (
    <span aria-hidden className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white', tones[code].icon)}>
      <svg viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {code === 'A' ? <path d="m5 10.5 3.2 3L15 6.5" /> : code === 'R' ? <path d="M10 5.5v5l3 2" /> : <path d="m6.5 6.5 7 7m0-7-7 7" />}
      </svg>
    </span>
  );
}

/** Amounts per option with the initial payment each needs: the decision's `message.options` rows. */
export function OptionsTable({ options }: { options: DecisionView['options'] }) {
  return (
    <table className="w-full text-sm" data-testid="decision-options">
      <thead>
        <tr className="text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-2 pr-4">
            Option
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            Approved up to
          </th>
          <th scope="col" className="py-2 text-right">
            Initial payment
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200/70">
        {options.map(([label, amount, down]) => (
          <tr key={label} data-testid="decision-option">
            <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
              {label}
            </th>
            <td className="py-2 pr-4 text-right font-semibold tabular-nums text-slate-900">{amount}</td>
            <td className="py-2 text-right tabular-nums text-slate-700">{down.replace(/ initial payment$/, '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReasonList({ reasons }: { reasons: DecisionView['reasons'] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="decision-reasons">
      {reasons.map((r) => (
        <li key={r.code}>
          {r.text} <span className="font-mono text-xs text-slate-500">{r.code}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The outcome in plain words: approved amounts per option with their initial payments, or "sent to
 * review", or the principal reasons for a decline. `actions` holds what the clerk does next.
 */
export function DecisionSummary({ decision, actions, applicantName }: { decision: DecisionView; actions?: ReactNode; applicantName?: string }) {
  const tone = tones[decision.code];
  return (
    <section className={cn('rounded-lg p-5 ring-1 ring-inset sm:p-6', tone.ring)} data-testid="decision" data-decision={decision.code} aria-labelledby="decision-title">
      <div className="flex items-start gap-3">
        <Icon code={decision.code} />
        <div className="min-w-0 flex-1">
          <h2 id="decision-title" className={cn('text-lg font-semibold', tone.title)}>
            {headline[decision.code]}
            {applicantName ? <span className="font-normal"> · {applicantName}</span> : null}
          </h2>
          <p className="mt-0.5 text-sm text-slate-700" data-testid="decision-subtitle">
            {decision.code === 'A'
              ? `${decision.description}. The applicant confirms it with a code sent by text or e-mail; then it can be used for a lease.`
              : decision.code === 'R' ? 'Our team will review this application, usually within one business day. The store will be told the result.' : 'We are unable to approve this application. The applicant will receive a notice with the principal reasons.'}
          </p>
        </div>
      </div>

      {decision.code === 'A' && decision.options.length ? (
        <div className="mt-4 rounded-md bg-white/70 px-4 py-1 ring-1 ring-emerald-200/70">
          <OptionsTable options={decision.options} />
        </div>
      ) : null}

      {decision.code !== 'A' && decision.reasons.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{decision.code === 'N' ? 'Principal reasons' : 'Why it needs a review'}</h3>
          <div className="mt-1.5">
            <ReasonList reasons={decision.reasons} />
          </div>
        </div>
      ) : null}

      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer select-none text-slate-600 hover:text-slate-900">What the applicant is told</summary>
        <p className="mt-2 rounded-md bg-white/70 p-3 ring-1 ring-slate-200">{decision.determinationMessage}</p>
      </details>

      {decision.replayed ? (
        <p className="mt-3 text-xs text-slate-600">This application had already been submitted; this is its recorded decision.</p>
      ) : null}
      {actions ? <div className="mt-5 flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}
