import { glossary } from '@/lib/core/glossary';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCents } from '@/lib/core/money';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { perPaymentLabels } from '@/components/leases/labels';
import { formatScheduleDate } from '@/components/leases/schedule-table';
import type { QuoteView } from '@/components/leases/quote-view';
import { EarlyPurchaseList } from '@/components/leases/early-purchase-list';

type Props = {
  quote: QuoteView;
  selected: boolean;
  /** The `option` radio of the form: picks the option the schedule and the printed quote follow. */
  radio: UseFormRegisterReturn<'option'>;
};

/** 1.9 → "1.90"; a multiplier lowered to a state cap keeps its four decimals (1.8712). */
export const formatMult = (mult: number) => (Number.isInteger(Math.round(mult * 1e6) / 1e4) ? mult.toFixed(2) : mult.toFixed(4));

function Row({ label, value, testId, strong, note }: { label: string; value: string; testId?: string; strong?: boolean; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn('text-right tabular-nums', strong ? 'font-semibold text-slate-900' : 'text-slate-800')}>
        <span data-testid={testId}>{value}</span>
        {note ? <span className="block text-xs text-slate-500">{note}</span> : null}
      </dd>
    </div>
  );
}

/** One option priced: the payment first, then what it adds up to and how to own it early. */
export function OptionCard({ quote, selected, radio }: Props) {
  const q = quote;
  return (
    <section
      aria-labelledby={`option-${q.option}-title`}
      data-testid={`option-${q.option}`}
      data-selected={selected}
      className={cn('flex flex-col rounded-lg bg-white p-4 shadow-sm ring-1 transition-shadow print:break-inside-avoid print:shadow-none', selected ? 'ring-2 ring-indigo-600' : 'ring-slate-200')}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={`option-${q.option}-title`} className="text-base font-semibold text-slate-900">
            Option {q.option}
          </h3>
          <p className="text-xs text-slate-500">
            {q.term} months · multiplier {formatMult(q.mult)}
          </p>
        </div>
        {q.capped ? (
          <Badge tone="amber" title={q.capNote ?? undefined}>
            {q.companyState} cap applied
          </Badge>
        ) : null}
      </div>

      <p className="mt-3">
        <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="payment">
          {formatCents(q.paymentCents)}
        </span>{' '}
        <span className="text-sm text-slate-600">{perPaymentLabels[q.paymentFrequency]}</span>
      </p>
      <p className="text-xs text-slate-500">
        <span data-testid="payment-no-tax">{formatCents(q.paymentNoTaxCents)}</span> before tax + {formatCents(q.taxPerPaymentCents)} tax ({q.salesTaxPercent})
        {q.ocpCents ? <> · care plan {formatCents(q.ocpCents)} on top</> : null}
      </p>

      <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        <Row label={glossary.en.numberOfPayments} value={String(q.numberOfPayments)} testId="number-of-payments" />
        <Row label={glossary.en.initialPayment} value={formatCents(q.depositCents)} testId="initial-payment" note={`+ ${formatCents(q.depositTaxCents)} tax`} />
        <Row label={glossary.en.totalOfPayments} value={formatCents(q.totalOfPaymentsCents)} testId="total" />
        <Row label={glossary.en.totalCostOfOwnership} value={formatCents(q.totalCostOfOwnershipCents)} testId="cost-of-ownership" strong />
        {q.ocpCents ? <Row label="Care plan, all payments" value={formatCents(q.ocpTotalCents)} testId="care-plan-total" /> : null}
        <Row label="First payment" value={formatScheduleDate(q.firstPaymentDateIso)} testId="first-payment" />
      </dl>

      <EarlyPurchaseList options={q.earlyPurchase} heading="h4" className="mt-3" />
      <p className="mt-1 text-xs text-slate-500">On top of the payments due by then; tax included.</p>

      <label className="mt-4 flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 print:hidden">
        <input type="radio" value={q.option} className="h-4 w-4 accent-indigo-600" {...radio} />
        Quote option {q.option}
      </label>
    </section>
  );
}
