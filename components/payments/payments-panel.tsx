import Link from 'next/link';
import { formatCents } from '@/lib/core/money';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { failureText, statusLabels } from './failure-text';
import { TakePaymentOnDemand } from './take-payment-on-demand';
import type { LedgerPanelData, TakePaymentAction } from './types';

const tones: Record<string, BadgeTone> = { succeeded: 'green', failed: 'red', pending: 'amber' };
const when = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' });

/**
 * The lease's payments (SPEC §10): balance, amount paid, today's payoff, the next payment and the card
 * on file, then every payment newest first with failures in plain words and a receipt for each paid one.
 * Sales and up take a payment from here (`takePayment` is null for roles that may not).
 */
export function PaymentsPanel({ ledger, takePayment }: { ledger: LedgerPanelData; takePayment: TakePaymentAction | null }) {
  const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
  return (
    <Card data-testid="payments-panel">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Payments</h2>
        {takePayment && ledger.payable ? <TakePaymentOnDemand ledger={ledger} takePayment={takePayment} /> : null}
      </CardHeader>
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">Balance</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="ledger-balance">
              {money(ledger.balanceCents)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Paid</dt>
            <dd className="font-medium text-slate-900" data-testid="ledger-paid">
              {money(ledger.amountPaidCents)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Payoff today</dt>
            <dd className="font-medium text-slate-900" data-testid="ledger-payoff">
              {money(ledger.payoffCents)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Next payment</dt>
            <dd className="font-medium text-slate-900" data-testid="ledger-next">
              {ledger.nextPayment ? `${formatCents(ledger.nextPayment.amountCents)} on ${day.format(new Date(ledger.nextPayment.dueDate))}` : 'Nothing due'}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-600" data-testid="ledger-card">
          {ledger.cardOnFile
            ? `Card on file: ${ledger.cardOnFile.brand} ending ${ledger.cardOnFile.lastFour}, expires ${String(ledger.cardOnFile.expMonth).padStart(2, '0')}/${String(ledger.cardOnFile.expYear).slice(-2)}`
            : 'No card on file.'}
          {ledger.discountCents > 0 ? ` Early-purchase discount: ${formatCents(ledger.discountCents)}.` : ''}
        </p>
        {ledger.payments.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="payments-empty">
            No payments yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200" data-testid="payments-list">
            {ledger.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-testid="payment-row" data-status={p.status}>
                <div className="min-w-0">
                  <span className="font-medium text-slate-900">{formatCents(p.amountCents)}</span>{' '}
                  <span className="text-slate-500">
                    · {when.format(new Date(p.createdAt))} UTC · {p.brand ?? 'card'} {p.lastFour ? `…${p.lastFour}` : ''}
                    {p.sourceSystem ? ` · ${p.sourceSystem}` : ''}
                  </span>
                  {p.status === 'failed' ? (
                    <p className="text-red-700" data-testid="payment-failure">
                      {failureText(p.failureCode)}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={tones[p.status]}>{statusLabels[p.status]}</Badge>
                  {p.status === 'succeeded' ? (
                    <Link href={`/payments/${p.id}/receipt`} className="text-indigo-700 hover:underline" data-testid="payment-receipt">
                      Receipt
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
