import type { ReactNode } from 'react';
import type { IncomeRecord, LocationRecord } from '@/db/schema/applicants';
import type { ApplicationDecision } from '@/lib/core/applications/decision';
import type { ApplicationView, ApplicantView } from '@/lib/core/applications/views';
import { formatCents } from '@/lib/core/money';
import { frequencyLabels, incomeSourceLabels } from '@/components/intake/labels';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { OptionsTable, ReasonList } from './decision-summary';
import { formatDate } from './format';

/** Server-rendered parts of the application page. PII arrives already masked from the core's views. */

export function Section({ title, id, action, children, testId, className }: { title: string; id?: string; action?: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <Card id={id} className={cn('scroll-mt-20', className)} data-testid={testId}>
      <CardHeader className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ?? 'grid gap-x-6 gap-y-3 sm:grid-cols-2'}>{children}</dl>;
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const none = <span className="text-slate-500">—</span>;

const phone = (digits: string | null) => (digits && /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

export function incomeText(income: IncomeRecord | null): string | null {
  if (!income || income.grossCents === undefined) return null;
  const freq = frequencyLabels[income.frequency as keyof typeof frequencyLabels]?.toLowerCase() ?? income.frequency ?? '';
  const source = incomeSourceLabels[income.source as keyof typeof incomeSourceLabels] ?? income.source ?? '';
  return `${formatCents(income.grossCents)} ${freq} · ${source}${income.employer ? ` at ${income.employer}` : ''}`;
}

function address(l: LocationRecord | null): string | null {
  if (!l) return null;
  return [l.line_1, l.line_2, l.city, [l.state, l.code].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
}

/** A person on the application. `ssn` is the masked number with its Reveal control (client). */
export function PersonFacts({ person, ssn }: { person: ApplicantView; ssn: ReactNode }) {
  const secondary = incomeText(person.secondaryIncome);
  return (
    <Facts>
      <Fact label="Name">{[person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ')}</Fact>
      <Fact label="Social Security number">{ssn}</Fact>
      <Fact label="Date of birth">{person.dateOfBirth ?? none}</Fact>
      <Fact label="E-mail">{person.email ?? none}</Fact>
      <Fact label="Cell">{phone(person.cell) ?? none}</Fact>
      <Fact label="Other phone">{phone(person.phone) ?? none}</Fact>
      {person.location ? <Fact label="Address">{address(person.location) ?? none}</Fact> : null}
      {person.identification ? (
        <Fact label="ID">
          {person.identification}
          {person.identificationIssuer ? ` (${person.identificationIssuer})` : ''}
        </Fact>
      ) : null}
      <Fact label="Income">{incomeText(person.primaryIncome) ?? none}</Fact>
      {secondary ? <Fact label="Second income">{secondary}</Fact> : null}
    </Facts>
  );
}

export function BankingFacts({ application }: { application: ApplicationView }) {
  return (
    <Facts>
      <Fact label="Bank">{application.bankName ?? none}</Fact>
      <Fact label="Checking account">{application.accountLast4 ? <span className="font-mono">••••{application.accountLast4}</span> : none}</Fact>
      <Fact label="Opened">{application.bankOpenedAt ?? none}</Fact>
      <Fact label="Online banking">{application.bankOnline === null ? none : application.bankOnline ? 'Yes' : 'No'}</Fact>
    </Facts>
  );
}

const determinationText = { A: 'Approved', R: 'Manual review', N: 'Declined' } as const;

/**
 * Decision, score and reasons (as GET /scores), offers (GET /offers: only while they stand) and terms
 * (GET /terms: the model version, recorded for ever).
 */
export function DecisionFacts({
  decision,
  offers,
  modelVersion,
}: {
  decision: ApplicationDecision;
  offers: { rows: [string, string, string][]; stand: boolean };
  modelVersion: { scoring: number; pricing: number };
}) {
  return (
    <div className="space-y-5">
      <Facts className="grid gap-x-6 gap-y-3 sm:grid-cols-4">
        <Fact label="Decision" testId="decision-code">
          {determinationText[decision.code]}
        </Fact>
        <Fact label="Score" testId="decision-score">
          <span className="tabular-nums">{decision.score}</span>
          {decision.band ? <span className="text-slate-500"> · band {decision.band}</span> : null}
        </Fact>
        <Fact label="Co-applicant score">{decision.coapplicantScore ?? none}</Fact>
        <Fact label="Decided">{formatDate(decision.decidedAt.toISOString())}</Fact>
      </Facts>
      {decision.reasons.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{decision.code === 'A' ? 'Factors' : 'Principal reasons'}</h3>
          <div className="mt-1.5">
            <ReasonList reasons={decision.reasons} />
          </div>
        </div>
      ) : null}
      {decision.code === 'A' ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Offers</h3>
          {offers.stand && offers.rows.length ? (
            <OptionsTable options={offers.rows} />
          ) : (
            <p className="mt-1 text-sm text-slate-600">The offers no longer stand: the approval has expired or was cancelled.</p>
          )}
        </div>
      ) : null}
      <p className="text-xs text-slate-500" data-testid="decision-terms">
        Decided with scoring model v{modelVersion.scoring}; leases are priced with rate card v{modelVersion.pricing}, for the life of this application.
      </p>
    </div>
  );
}
