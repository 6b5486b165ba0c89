import Link from 'next/link';
import type { PaymentReceipt as Receipt } from '@/lib/core/payments/payment-receipt';
import { formatCents } from '@/lib/core/money';
import { Card, CardBody } from '@/components/ui/card';
import { failureText, statusLabels } from './failure-text';
import { PrintButton } from './print-button';

const when = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/** The receipt of one payment, laid out to print on one page. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const { payment } = receipt;
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="receipt">
      <div className="flex items-center justify-between print:hidden">
        <Link href={`/applications/${receipt.applicationId}/lease`} className="text-sm text-indigo-700 hover:underline">
          ← Lease {receipt.loanNumber}
        </Link>
        <PrintButton />
      </div>
      <Card>
        <CardBody className="space-y-4">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">Payment receipt</h1>
            <p className="text-sm text-slate-600">
              {receipt.store} · {receipt.storeCity}, {receipt.storeState}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-y-2 text-sm">
            <dt className="text-slate-500">Customer</dt>
            <dd>{receipt.customer}</dd>
            <dt className="text-slate-500">Lease</dt>
            <dd data-testid="receipt-loan-number">{receipt.loanNumber}</dd>
            <dt className="text-slate-500">Date</dt>
            <dd>{when.format(payment.createdAt)} UTC</dd>
            <dt className="text-slate-500">Amount</dt>
            <dd className="font-semibold" data-testid="receipt-page-amount">
              {formatCents(payment.amountCents)}
            </dd>
            <dt className="text-slate-500">Status</dt>
            <dd>{statusLabels[payment.status]}</dd>
            <dt className="text-slate-500">Card</dt>
            <dd>
              {payment.cardBrand ?? 'card'} ending {payment.cardLastFour ?? '····'}
            </dd>
            <dt className="text-slate-500">Reference</dt>
            <dd className="break-all font-mono text-xs">{payment.id}</dd>
          </dl>
          {payment.status === 'failed' ? <p className="text-sm text-red-700">{failureText(payment.failureCode)}</p> : null}
        </CardBody>
      </Card>
    </div>
  );
}
