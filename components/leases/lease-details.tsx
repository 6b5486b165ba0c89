import { glossary, paymentsPhrase } from '@/lib/core/glossary';
import type { ReactNode } from 'react';
import type { LeaseView } from '@/lib/core/leases/lease-view';
import { formatCents } from '@/lib/core/money';
import { leaseStateLabels } from '@/components/applications/labels';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Table, TBody, TD, TH, THead } from '@/components/ui/table';
import { paymentFrequencyLabels, perPaymentLabels } from './labels';
import { TotalsRow } from './lease-totals';
import { EarlyPurchaseList } from './early-purchase-list';
import { toQuoteView } from './quote-view';
import { formatScheduleDate, ScheduleTable } from './schedule-table';

const timestamp = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
const when = (date: Date | null) => (date ? `${timestamp.format(date)} UTC` : null);
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatCents(cents));

/**
 * A created lease: loan number, state, terms, items, totals and the payment schedule. Every amount is the
 * stored terms' (the numbers the contract discloses); the schedule is rebuilt from the same quote,
 * which getLease checks reproduces them exactly. `panels` (the contract and e-signature) sit under the header.
 */
export function LeaseDetails({ view, actions, panels }: { view: LeaseView; actions?: ReactNode; panels?: ReactNode }) {
  const { lease, terms, items } = view;
  const quote = view.quote ? toQuoteView(view.quote) : null;
  const state = leaseStateLabels[lease.stateCode];
  const itemsTotal = items.reduce((sum, item) => sum + item.lineTotalCents, 0);

  return (
    <div className="space-y-5" data-testid="lease-details" data-lease-id={lease.id} data-state={lease.stateCode}>
      <Card>
        <CardBody className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Loan number</p>
            <p className="font-mono text-2xl font-semibold text-slate-900" data-testid="loan-number">
              {lease.loanNumber}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={state.tone} data-testid="lease-state">
                {state.label}
              </Badge>
              <span>
                Option {terms?.option ?? lease.optionType ?? '—'}
                {terms ? ` · ${paymentFrequencyLabels[terms.paymentFrequency]}` : ''}
              </span>
              <span>· created {when(lease.createdAt)}</span>
            </p>
            {lease.stateCode === 'X' && lease.deliveryCancelledReason ? (
              <p className="mt-2 text-sm text-slate-700" data-testid="cancel-reason">
                Cancelled: {lease.deliveryCancelledReason}
              </p>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {[
              ['Delivered', when(lease.deliveredAt)],
              ['Funded', when(lease.fundedAt)],
              ['Funded amount', money(lease.fundedAmountCents)],
              ['Closed', when(lease.closedAt)],
            ]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
        </CardBody>
        {actions ? <div className="border-t border-slate-200 px-4 py-3 sm:px-6">{actions}</div> : null}
      </Card>

      {panels}

      {!terms ? (
        <Card>
          <CardBody className="text-sm text-slate-600">
            <p>
              This lease was recorded before itemised terms were kept: cash price {money(lease.cashPriceCents) ?? '—'}, approved amount{' '}
              {money(lease.approvedAmountCents) ?? '—'}. It has no stored payment schedule.
            </p>
          </CardBody>
        </Card>
      ) : (
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <Card className="h-fit overflow-hidden">
            <CardHeader>
              <h2 className="text-base font-semibold text-slate-900">Items</h2>
            </CardHeader>
            {/* Focusable so a keyboard user can scroll a wide table on a narrow screen. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Lease items">
              <Table data-testid="lease-items">
                <THead>
                  <tr>
                    <TH>SKU</TH>
                    <TH>Description</TH>
                    <TH className="text-right">Qty</TH>
                    <TH className="text-right">Unit price</TH>
                    <TH className="text-right">Total</TH>
                  </tr>
                </THead>
                <TBody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <TD className="font-mono text-xs">{item.sku ?? '—'}</TD>
                      <TD className="whitespace-normal">{item.description}</TD>
                      <TD className="text-right tabular-nums">{item.quantity}</TD>
                      <TD className="text-right tabular-nums">{formatCents(item.unitPriceCents)}</TD>
                      <TD className="text-right tabular-nums">{formatCents(item.lineTotalCents)}</TD>
                    </tr>
                  ))}
                </TBody>
                <tfoot className="border-t border-slate-200 text-slate-900">
                  <tr>
                    <TD colSpan={4} className="text-right text-slate-600">
                      Items
                    </TD>
                    <TD className="text-right tabular-nums">{formatCents(itemsTotal)}</TD>
                  </tr>
                  <tr>
                    <TD colSpan={4} className="text-right text-slate-600">
                      Delivery
                    </TD>
                    <TD className="text-right tabular-nums">{formatCents(terms.deliveryChargeCents)}</TD>
                  </tr>
                  <tr className="font-semibold">
                    <TD colSpan={4} className="text-right">
                      Cash price
                    </TD>
                    <TD className="text-right tabular-nums">{formatCents(terms.cashPriceCents)}</TD>
                  </tr>
                </tfoot>
              </Table>
            </div>
            <CardBody className="border-t border-slate-200 text-sm text-slate-600">
              {terms.salesPersonName ? (
                <p data-testid="sales-person">
                  Sales person: <span className="text-slate-900">{terms.salesPersonName}</span>
                  {terms.salesPersonEmail ? ` · ${terms.salesPersonEmail}` : ''}
                  {terms.salesPersonPhone ? ` · ${terms.salesPersonPhone}` : ''}
                </p>
              ) : (
                <p>No sales person recorded.</p>
              )}
              <p className="mt-1">
                Care plan: {terms.ocpIncluded ? 'included' : 'not included'}
                {terms.includeWarranty ? ' · HVAC labor warranty included' : ''} · contract in {terms.primaryLanguage === 'es' ? 'Spanish' : 'English'}
              </p>
            </CardBody>
          </Card>

          <Card className="h-fit" data-testid="lease-totals">
            <CardHeader>
              <h2 className="text-base font-semibold text-slate-900">Totals</h2>
            </CardHeader>
            <CardBody>
              <dl className="divide-y divide-slate-100 text-sm">
                <TotalsRow label={glossary.en.cashPrice} value={money(terms.cashPriceCents)} testId="total-cash-price" strong />
                <TotalsRow label="Additional down" value={money(terms.additionalDownCents)} testId="total-additional-down" />
                <TotalsRow label="Store will collect" value={money(terms.storeWillCollectCents)} testId="total-store-will-collect" />
                <TotalsRow label="Amount leased" value={money(terms.amountLeasedCents)} testId="total-amount-leased" strong />
                <TotalsRow label={`Approved, option ${terms.option}`} value={money(terms.approvedAmountCents)} testId="total-approved" />
                <TotalsRow label="Overage" value={money(Math.max(0, terms.cashPriceCents - terms.approvedAmountCents))} testId="total-overage" />
                <TotalsRow
                  label="Payment"
                  note={`${money(terms.paymentNoTaxCents)} + ${money(terms.taxPerPaymentCents)} tax, ${perPaymentLabels[terms.paymentFrequency]}`}
                  value={money(terms.paymentCents)}
                  testId="total-payment"
                  strong
                />
                {terms.ocpAmountCents ? <TotalsRow label="Care plan per payment" value={money(terms.ocpAmountCents)} testId="total-care-plan-payment" /> : null}
                <TotalsRow label={glossary.en.numberOfPayments} value={String(terms.numberOfPayments)} testId="total-number-of-payments" />
                <TotalsRow label="First payment" value={formatScheduleDate(terms.firstPaymentDate)} testId="total-first-payment" />
                <TotalsRow label={glossary.en.initialPayment} note={`${money(terms.leaseDepositCents)} + ${money(terms.leaseDepositTaxCents)} tax`} value={money(terms.leaseDepositCents + terms.leaseDepositTaxCents)} testId="total-initial-payment" />
                <TotalsRow label={glossary.en.totalOfPayments} value={money(terms.totalOfPaymentsCents)} testId="total-of-payments" />
                {quote && quote.ocpTotalCents ? <TotalsRow label="Care plan, all payments" value={money(quote.ocpTotalCents)} testId="total-care-plan" /> : null}
                <TotalsRow label={glossary.en.totalCostOfOwnership} value={money(terms.totalCostOfOwnershipCents)} testId="total-cost-of-ownership" strong />
              </dl>
              {quote ? <EarlyPurchaseList options={quote.earlyPurchase} className="mt-4" /> : null}
              {terms.capped && quote?.capNote ? <p className="mt-3 text-xs text-amber-800">{quote.capNote}</p> : null}
            </CardBody>
          </Card>
        </div>
      )}

      {quote ? (
        <Card className="overflow-hidden">
          <CardHeader>
            <h2 className="text-base font-semibold text-slate-900">Payment schedule</h2>
            <p className="text-xs text-slate-500">
              Lease starts {formatScheduleDate(quote.leaseStartDate)}; {paymentsPhrase(quote.numberOfPayments, quote.paymentFrequency)} from{' '}
              {quote.firstPaymentDate}.
            </p>
          </CardHeader>
          <ScheduleTable rows={quote.schedule} />
        </Card>
      ) : null}
    </div>
  );
}
