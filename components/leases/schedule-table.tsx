import { formatCents } from '@/lib/core/money';
import { Table, TBody, TD, TH, THead } from '@/components/ui/table';
import { cn } from '@/components/ui/cn';
import type { ScheduleRowView } from './quote-view';

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
export const formatScheduleDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

type Props = {
  rows: ScheduleRowView[];
  className?: string;
  testId?: string;
};

/** The payment schedule: every payment's date, amount, tax, care plan and what remains after it. */
export function ScheduleTable({ rows, className, testId = 'schedule' }: Props) {
  const sum = (pick: (row: ScheduleRowView) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const right = 'text-right tabular-nums';
  return (
    // Focusable so a keyboard user can scroll the table on a narrow screen.
    <div
      className={cn('overflow-x-auto print:overflow-visible print:[&_td]:px-2 print:[&_td]:py-1.5 print:[&_th]:px-2', className)}
      tabIndex={0}
      role="region"
      aria-label="Payment schedule"
    >
      <Table data-testid={testId}>
        <THead>
          <tr>
            <TH className="w-12">#</TH>
            <TH>Date</TH>
            <TH className="text-right">Payment</TH>
            <TH className="text-right">Tax</TH>
            <TH className="text-right">Care plan</TH>
            <TH className="text-right">Total due</TH>
            <TH className="text-right">Remaining balance</TH>
          </tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <tr key={row.n} data-testid="schedule-row" className="break-inside-avoid">
              <TD className="tabular-nums text-slate-500">{row.n}</TD>
              <TD>
                <time dateTime={row.date}>{formatScheduleDate(row.date)}</time>
              </TD>
              <TD className={right}>{formatCents(row.baseCents)}</TD>
              <TD className={right}>{formatCents(row.taxCents)}</TD>
              <TD className={right}>{formatCents(row.ocpCents)}</TD>
              <TD className={cn(right, 'font-medium text-slate-900')} data-testid="schedule-total">
                {formatCents(row.totalCents)}
              </TD>
              <TD className={right}>{formatCents(row.remainingBalanceCents)}</TD>
            </tr>
          ))}
        </TBody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <TD colSpan={2}>
              {rows.length} payment{rows.length === 1 ? '' : 's'}
            </TD>
            <TD className={right}>{formatCents(sum((r) => r.baseCents))}</TD>
            <TD className={right}>{formatCents(sum((r) => r.taxCents))}</TD>
            <TD className={right}>{formatCents(sum((r) => r.ocpCents))}</TD>
            <TD className={right} data-testid="schedule-sum">
              {formatCents(sum((r) => r.totalCents))}
            </TD>
            <TD />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
