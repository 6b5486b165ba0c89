'use client';

import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { formatCents } from '@/lib/core/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { tokenizeCard } from './sandbox-tokenizer';
import type { LedgerPanelData, TakePaymentAction, TakePaymentResult } from './types';

type Errors = Partial<Record<'amount' | 'number' | 'expiry' | 'cvv', string>>;

/**
 * Take payment at the counter (sales and up). The card number and CVV stay in this browser: the
 * sandbox tokenizer turns them into a processor token, and only the token, brand, last four and expiry
 * go to the server action. A decline is explained in plain words; a success shows the receipt.
 */
export function TakePaymentDialog({ ledger, takePayment, defaultOpen = false }: { ledger: LedgerPanelData; takePayment: TakePaymentAction; defaultOpen?: boolean }) {
  const suggested = ledger.nextPayment?.amountCents ?? ledger.balanceCents ?? 0;
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState((suggested / 100).toFixed(2));
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<TakePaymentResult | null>(null);
  const [pending, startTransition] = useTransition();

  const reset = () => {
    setNumber('');
    setExpiry('');
    setCvv('');
    setErrors({});
    setFormError(null);
    setReceipt(null);
    setAmount((suggested / 100).toFixed(2));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: Errors = {};
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || Number(amount) <= 0) next.amount = 'Enter an amount in dollars, e.g. 45.00.';
    const tokenized = tokenizeCard({ number, expiry, cvv });
    if (!tokenized.ok) Object.assign(next, tokenized.errors);
    setErrors(next);
    if (Object.keys(next).length || !tokenized.ok) return;
    // The number and CVV are forgotten as soon as the tokenizer answered.
    setNumber('');
    setCvv('');
    startTransition(async () => {
      const result = await takePayment({ leaseId: ledger.leaseId, amount: amount.trim(), ...tokenized.card });
      if (result.ok) setReceipt(result.data);
      else {
        setFormError(result.formError ?? 'Check the highlighted fields.');
        if (result.fieldErrors.amount) setErrors({ amount: result.fieldErrors.amount[0] });
      }
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button data-testid="take-payment">Take payment</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 print:hidden" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
          data-testid="take-payment-dialog"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{receipt ? 'Payment receipt' : `Take payment · ${ledger.loanNumber}`}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {receipt ? 'Print this receipt for the customer.' : `Balance ${formatCents(ledger.balanceCents ?? 0)}. The card is charged once; the card number never leaves this browser.`}
          </Dialog.Description>
          {receipt ? (
            <div className="mt-4 space-y-3 text-sm" data-testid="payment-receipt-view">
              <dl className="grid grid-cols-2 gap-2">
                <dt className="text-slate-500">Lease</dt>
                <dd>{ledger.loanNumber}</dd>
                <dt className="text-slate-500">Amount paid</dt>
                <dd className="font-semibold" data-testid="receipt-amount">
                  {formatCents(receipt.amountCents)}
                </dd>
                <dt className="text-slate-500">Card</dt>
                <dd>
                  {receipt.brand} ending {receipt.lastFour}
                </dd>
                <dt className="text-slate-500">Balance now</dt>
                <dd data-testid="receipt-balance">{formatCents(receipt.balanceCents ?? 0)}</dd>
                <dt className="text-slate-500">Reference</dt>
                <dd className="break-all font-mono text-xs">{receipt.paymentId}</dd>
              </dl>
              {receipt.paidOut ? <Alert tone="info">The lease is paid out: the customer owns the goods.</Alert> : null}
              <div className="flex justify-end gap-2">
                <Link href={`/payments/${receipt.paymentId}/receipt`} className="inline-flex h-10 items-center px-3 text-indigo-700 hover:underline" target="_blank">
                  Open printable receipt
                </Link>
                <Dialog.Close asChild>
                  <Button data-testid="receipt-done">Done</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form className="mt-4 space-y-4" onSubmit={submit} noValidate autoComplete="off">
              {formError ? (
                <Alert tone="error" data-testid="payment-error">
                  {formError}
                </Alert>
              ) : null}
              <div>
                <Label htmlFor="pay-amount">Amount ($)</Label>
                <Input id="pay-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={!!errors.amount} aria-describedby="pay-amount-error" />
                <FieldError id="pay-amount-error" message={errors.amount} />
              </div>
              <div>
                <Label htmlFor="pay-number">Card number</Label>
                {/* No name attribute: the number is never part of a form submission. */}
                <Input id="pay-number" inputMode="numeric" autoComplete="off" value={number} onChange={(e) => setNumber(e.target.value)} aria-invalid={!!errors.number} aria-describedby="pay-number-error" />
                <FieldError id="pay-number-error" message={errors.number} />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <Label htmlFor="pay-expiry">Expiry (MM/YY)</Label>
                  <Input id="pay-expiry" placeholder="09/28" value={expiry} onChange={(e) => setExpiry(e.target.value)} aria-invalid={!!errors.expiry} aria-describedby="pay-expiry-error" />
                  <FieldError id="pay-expiry-error" message={errors.expiry} />
                </div>
                <div>
                  <Label htmlFor="pay-cvv">Security code</Label>
                  <Input id="pay-cvv" inputMode="numeric" autoComplete="off" value={cvv} onChange={(e) => setCvv(e.target.value)} aria-invalid={!!errors.cvv} aria-describedby="pay-cvv-error" />
                  <FieldError id="pay-cvv-error" message={errors.cvv} />
                </div>
              </div>
              <p className="text-xs text-slate-500">Sandbox test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.</p>
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
                <Button type="submit" disabled={pending} data-testid="charge-card">
                  {pending ? 'Charging…' : 'Charge card'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
