import Link from 'next/link';
import { formatCents } from '@/lib/core/money';
import { Card } from '@/components/ui/card';
import { failureText } from './failure-text';

type Row = {
  id: string;
  createdAt: string;
  amountCents: number;
  failureCode: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  sourceSystem: string | null;
  loanNumber: string;
  applicationId: number;
  customer: string | null;
  store: string;
};

const when = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });

export function FailedPaymentsTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No failed payments. Good news.</p>;
  return (
    <Card className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="failed-payments">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">When (UTC)</th>
            <th className="px-3 py-2 font-medium">Store</th>
            <th className="px-3 py-2 font-medium">Lease</th>
            <th className="px-3 py-2 font-medium">Customer</th>
            <th className="px-3 py-2 text-right font-medium">Amount</th>
            <th className="px-3 py-2 font-medium">Card</th>
            <th className="px-3 py-2 font-medium">Why</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="failed-payment-row">
              <td className="whitespace-nowrap px-3 py-2">{when.format(new Date(r.createdAt))}</td>
              <td className="px-3 py-2">{r.store}</td>
              <td className="px-3 py-2">
                <Link href={`/applications/${r.applicationId}/lease`} className="text-indigo-700 hover:underline">
                  {r.loanNumber}
                </Link>
              </td>
              <td className="px-3 py-2">{r.customer}</td>
              <td className="px-3 py-2 text-right">{formatCents(r.amountCents)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                {r.cardBrand ?? 'card'} …{r.cardLastFour}
              </td>
              <td className="px-3 py-2">{failureText(r.failureCode)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
