import { glossary, paymentsPhrase } from '@/lib/core/glossary';
import type { ReactNode } from 'react';
import type { FieldErrors } from '@/lib/core/errors';
import { formatCents } from '@/lib/core/money';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { LeasePreviewView } from './types';

type Props = {
  preview: LeasePreviewView | null;
  option: string;
  /** The form does not pass the schema yet; the totals are those of the last complete request. */
  paused: boolean;
  updating: boolean;
  loadFailed: boolean;
  ruleErrors: FieldErrors | undefined;
  storeName: string;
  children?: ReactNode;
};

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatCents(cents));

export function TotalsRow({ label, value, testId, strong, note }: { label: string; value: string | null; testId: string; strong?: boolean; note?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className={cn('text-slate-600', strong && 'font-medium text-slate-900')}>
        {label}
        {note ? <span className="block text-xs font-normal text-slate-500">{note}</span> : null}
      </dt>
      <dd className={cn('text-right tabular-nums', strong ? 'font-semibold text-slate-900' : 'text-slate-800')} data-testid={testId}>
        {value ?? '—'}
      </dd>
    </div>
  );
}

/** The lease's live totals, every number from the pricing core (previewLease), formatted with formatCents. */
export function LeaseTotals({ preview, option, paused, updating, loadFailed, ruleErrors, storeName, children }: Props) {
  const quote = preview?.quote ?? null;
  const rules = [...new Set(Object.values(ruleErrors ?? {}).flat())];
  return (
    <Card data-testid="lease-totals" aria-busy={updating}>
      <CardHeader className="flex items-baseline justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Totals</h2>
        <p role="status" aria-live="polite" className="text-xs text-slate-500" data-testid="totals-status" data-updating={updating}>
          {paused ? 'Waiting for complete items' : updating ? 'Updating…' : preview ? `Priced for ${storeName}` : ''}
        </p>
      </CardHeader>
      <CardBody className={cn('transition-opacity', paused && preview && 'opacity-60')}>
        {loadFailed ? <Alert className="mb-3">The totals could not be calculated. Check your connection.</Alert> : null}
        {!preview && paused ? (
          <p className="text-sm text-slate-600">Add each item’s description, quantity and unit price to see the totals.</p>
        ) : null}
        <dl className="divide-y divide-slate-100 text-sm">
          <TotalsRow label="Items" value={money(preview?.itemsTotalCents ?? null)} testId="total-items" />
          <TotalsRow label="Cash price" note="Items + delivery" value={money(preview?.cashPriceCents ?? null)} testId="total-cash-price" strong />
          <TotalsRow label="Additional down" value={money(preview?.additionalDownCents ?? null)} testId="total-additional-down" />
          <TotalsRow label="Amount leased" value={money(preview?.amountLeasedCents ?? null)} testId="total-amount-leased" strong />
          <TotalsRow label={`Approved, option ${option}`} value={money(preview?.approvedAmountCents ?? null)} testId="total-approved" />
          <TotalsRow label="Overage" note="Cash price above the approval" value={money(preview?.overageCents ?? null)} testId="total-overage" />
        </dl>

        {quote ? (
          <div className="mt-3 rounded-md bg-slate-50 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              Option {quote.option} · {paymentsPhrase(quote.numberOfPayments, quote.paymentFrequency)}
            </p>
            <p className="mt-1">
              <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="total-payment">
                {formatCents(quote.paymentCents)}
              </span>{' '}
              <span className="text-sm text-slate-600">per payment</span>
            </p>
            <p className="text-xs text-slate-500">
              {formatCents(quote.paymentNoTaxCents)} + {formatCents(quote.taxPerPaymentCents)} tax
              {quote.ocpCents ? ` + ${formatCents(quote.ocpCents)} care plan` : ''} · first on {quote.firstPaymentDate}
            </p>
            <dl className="mt-2 divide-y divide-slate-200/70 text-sm">
              <TotalsRow label={glossary.en.numberOfPayments} value={String(quote.numberOfPayments)} testId="total-number-of-payments" />
              <TotalsRow label={glossary.en.initialPayment} note="Tax included, due at signing" value={money(quote.depositCents + quote.depositTaxCents)} testId="total-initial-payment" />
              <TotalsRow label={glossary.en.totalOfPayments} value={money(quote.totalOfPaymentsCents)} testId="total-of-payments" />
              {quote.ocpCents ? <TotalsRow label="Care plan, all payments" value={money(quote.ocpTotalCents)} testId="total-care-plan" /> : null}
              <TotalsRow label={glossary.en.totalCostOfOwnership} note="Initial payment + all payments" value={money(quote.totalCostOfOwnershipCents)} testId="total-cost-of-ownership" strong />
            </dl>
            {quote.capNote ? <p className="mt-2 text-xs text-amber-800">{quote.capNote}</p> : null}
          </div>
        ) : null}

        {rules.length ? (
          <Alert tone="warning" className="mt-3" data-testid="lease-rules">
            <p className="font-medium">Before this lease can be created:</p>
            <ul className="mt-1 list-inside list-disc space-y-0.5">
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="mt-4">{children}</div>
      </CardBody>
    </Card>
  );
}
