'use client';

import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { StoreChoice } from './store-field';
import type { IncomeValues, IntakeValues, PersonValues } from './intake-values';
import { digitsOf, formatDollars, maskSsnDigits } from './input-format';
import { frequencyLabels, incomeSourceLabels } from './labels';

const dash = <span className="text-slate-500">—</span>;
const orDash = (v: string | undefined | null) => (v ? v : dash);
const lastFour = (v: string) => {
  const digits = v.replace(/\D/g, '');
  return digits ? `••••${digits.slice(-4)}` : '';
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-3 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, step, onEdit, children }: { title: string; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <section className="rounded-md p-4 ring-1 ring-inset ring-slate-200" aria-label={title}>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)}>
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
      </div>
      <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

function income(i: IncomeValues): string {
  const amount = typeof i.gross === 'number' ? `$${formatDollars(i.gross)}` : '?';
  const freq = frequencyLabels[i.frequency as keyof typeof frequencyLabels]?.toLowerCase() ?? '';
  const source = incomeSourceLabels[i.source as keyof typeof incomeSourceLabels] ?? i.source;
  return `${amount} ${freq} · ${source}${i.employer ? ` at ${i.employer}` : ''}`;
}

function PersonRows({ person }: { person: PersonValues }) {
  const ssn = digitsOf(person.social_security_number, 9);
  return (
    <>
      <Row label="Name">{[person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ') || dash}</Row>
      <Row label="SSN">{ssn ? <span className="font-mono">{maskSsnDigits(ssn)}</span> : <span className="text-red-700">Not entered</span>}</Row>
      <Row label="Date of birth">{orDash(person.date_of_birth)}</Row>
      <Row label="Contact">{[person.email, person.cell && `cell ${person.cell}`, person.phone && `phone ${person.phone}`].filter(Boolean).join(' · ') || dash}</Row>
      <Row label="Income">{income(person.primaryIncome)}</Row>
    </>
  );
}

/** Everything entered, read back before consent; SSNs and account numbers stay masked. */
export function IntakeReview({ stores, onEdit }: { stores: StoreChoice[]; onEdit: (step: number) => void }) {
  const { control } = useFormContext<IntakeValues>();
  const values = useWatch({ control }) as IntakeValues;
  const store = stores.find((s) => String(s.id) === String(values.store_id));
  const location = values.applicant.location;
  return (
    <div className="space-y-3" data-testid="intake-review">
      <Section title="Applicant" step={0} onEdit={onEdit}>
        <Row label="Store">{store ? store.name : <span className="text-red-700">Not selected</span>}</Row>
        <PersonRows person={values.applicant} />
        <Row label="Address">
          {[location.line_1, location.line_2, location.city, [location.state, location.code].filter(Boolean).join(' ')].filter(Boolean).join(', ') || dash}
        </Row>
        {values.withSecondIncome ? <Row label="Second income">{income(values.applicant.secondaryIncome)}</Row> : null}
      </Section>
      <Section title="Banking" step={2} onEdit={onEdit}>
        <Row label="Bank">{orDash(values.banking.bank_name)}</Row>
        <Row label="Routing / account">
          <span className="font-mono">{[lastFour(values.banking.routing_number), lastFour(values.banking.checking_account)].filter(Boolean).join(' / ') || dash}</span>
        </Row>
        <Row label="Opened">{orDash(values.banking.opened_at)}</Row>
        <Row label="Online banking">{values.banking.online ? 'Yes' : 'No'}</Row>
      </Section>
      <Section title="Co-applicant" step={3} onEdit={onEdit}>
        {values.withCoApplicant ? <PersonRows person={values.co_applicant} /> : <Row label="Co-applicant">None</Row>}
      </Section>
    </div>
  );
}
