import { formatCents } from '@/lib/core/money';
import type { EarlyPurchaseView } from './quote-view';
import { formatScheduleDate } from './schedule-table';

/**
 * A quote's early-purchase amounts, each with the date it holds until: the same list on the calculator's
 * option cards and on a lease's totals. `heading` keeps the page's outline (h4 inside an option card).
 */
export function EarlyPurchaseList({ options, heading: Heading = 'h3', className }: { options: EarlyPurchaseView[]; heading?: 'h3' | 'h4'; className?: string }) {
  return (
    <div className={className}>
      <Heading className="text-xs font-semibold uppercase tracking-wide text-slate-500">Early purchase</Heading>
      <ul className="mt-1 space-y-1 text-sm">
        {options.map((early) => (
          <li key={early.key} className="flex items-baseline justify-between gap-3" data-testid={`early-${early.key}`}>
            <span className="text-slate-600">
              {early.label} <span className="text-xs text-slate-500">by {formatScheduleDate(early.byDateIso)}</span>
            </span>
            <span className="tabular-nums text-slate-800">{formatCents(early.amountCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
