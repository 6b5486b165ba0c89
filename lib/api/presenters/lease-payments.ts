import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import { centsToDollars } from '@/lib/core/money';
import type { LeaseLedgerView } from '@/lib/core/payments/get-lease-ledger';
import type { SettledPayment } from '@/lib/core/payments/settle-payment';

/**
 * The card payment shapes of SPEC §10 (docs/payments.md): the ledger fields of GET /leases/{lease}, the
 * answer of save-and-charge and charge-card. Money in dollars; never a token, never a CVV.
 */

export function presentCard(card: LeaseCard) {
  return { id: card.id, brand: card.brand, last_four: card.lastFour, exp_month: card.expMonth, exp_year: card.expYear };
}

export function presentLedgerPayment(payment: LeasePayment) {
  return {
    id: payment.id,
    amount: centsToDollars(payment.amountCents),
    status: payment.status,
    failure_code: payment.failureCode,
    card: { brand: payment.cardBrand, last_four: payment.cardLastFour },
    source_system: payment.sourceSystem,
    created_at: payment.createdAt.toISOString(),
  };
}

/** The ledger fields GET /leases/{lease} carries at the top level, beside state_code and loan_number. */
export function presentLedgerFields(ledger: LeaseLedgerView) {
  const { summary } = ledger;
  return {
    balance: summary ? centsToDollars(summary.balanceCents) : null,
    amount_paid: summary ? centsToDollars(summary.amountPaidCents) : 0,
    payoff_amount: summary ? centsToDollars(summary.payoffCents) : null,
    next_payment: summary?.nextPayment ? { due_date: summary.nextPayment.dueDate, amount: centsToDollars(summary.nextPayment.amountCents) } : null,
    card_on_file: ledger.cardOnFile ? presentCard(ledger.cardOnFile) : null,
    payments: ledger.payments.map(presentLedgerPayment),
  };
}

/** A single charge's answer (save-and-charge, charge-card). */
export function presentSettledPayment(settled: SettledPayment) {
  const { payment, lease, summary } = settled;
  return {
    payment: {
      id: payment.id,
      loan_number: lease.loanNumber,
      amount: centsToDollars(payment.amountCents),
      status: payment.status,
      failure_code: payment.failureCode,
      card: { brand: payment.cardBrand, last_four: payment.cardLastFour, exp_month: payment.cardExpMonth, exp_year: payment.cardExpYear },
      created_at: payment.createdAt.toISOString(),
    },
    lease: {
      loan_number: lease.loanNumber,
      state_code: lease.stateCode,
      balance: summary ? centsToDollars(summary.balanceCents) : null,
      amount_paid: summary ? centsToDollars(summary.amountPaidCents) : 0,
      payoff_amount: summary ? centsToDollars(summary.payoffCents) : null,
    },
    card_id: settled.card?.id ?? payment.cardId ?? null,
  };
}
