import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { leaseCards, leasePayments } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { Lease } from '@/db/schema/leases';
import type { LeaseCard, LeasePayment } from '@/db/schema/payments';
import { recordAudit } from '../audit/record-audit';
import { systemActor, type Ctx } from '../context';
import { emitEvent } from '../events/emit-event';
import { applyLeaseTransition } from '../leases/transitions';
import { ledgerOf, lockLedger } from './internal';
import type { LedgerSummary } from './ledger';
import { settlementOf } from './ledger';
import type { ChargeResult, SavedCard } from './processor';

export type SettledPayment = {
  payment: LeasePayment;
  lease: Lease;
  /** The ledger after settlement (null only for a lease without terms, which never takes a payment). */
  summary: LedgerSummary | null;
  /** The card kept by a succeeded save-and-charge. */
  card: LeaseCard | null;
  paidOut: boolean;
};

/**
 * Step two of a charge, in its own transaction: settle the pending row with the processor's answer —
 * succeeded (and, when that pays the lease out, the early-purchase discount entry and the move to P with
 * `lease.paid_out`) or failed — with its audit row and `payment.succeeded` / `payment.failed` event.
 * A row already settled (by the recovery job, or a concurrent settlement) is returned as it is.
 */
export async function settlePayment(
  tx: Transaction,
  ctx: Ctx,
  paymentId: string,
  result: ChargeResult,
  options: { now: Date; savedCard?: SavedCard | null },
): Promise<SettledPayment> {
  // The lease lock first (the order beginPayment takes; every write to its payments holds it), with the
  // terms and time zone its ledger is computed from, then its entries, read under the lock in the same
  // round trip.
  const { locked: scoped, entries } = await lockLedger(tx, { by: 'payment', value: paymentId });
  if (!scoped) throw new Error(`Payment ${paymentId} does not exist.`);
  const { now } = options;
  const payment = entries.find((entry) => entry.id === paymentId)!;
  const before = ledgerOf(scoped, entries, now);
  if (payment.status !== 'pending') {
    return { payment, lease: scoped.lease, summary: before.summary, card: null, paidOut: scoped.lease.stateCode === 'P' };
  }

  let card: LeaseCard | null = null;
  let paidOut = false;
  let lease = scoped.lease;
  let settled: LeasePayment | undefined;
  const written: LeasePayment[] = [];
  if (result.status === 'succeeded') {
    if (options.savedCard && payment.pendingToken) {
      const [kept] = await keepCard(tx).execute({
        leaseId: lease.id,
        processorCardId: options.savedCard.cardId,
        brand: payment.cardBrand ?? options.savedCard.brand ?? 'card',
        lastFour: payment.cardLastFour ?? '0000',
        expMonth: payment.cardExpMonth ?? 1,
        expYear: payment.cardExpYear ?? 2000,
        createdAt: now,
      });
      card = kept!;
    }
    [settled] = await (card ? succeedWithCard(tx).execute({ paymentId, reference: result.reference, now, cardId: card.id, cardBrand: card.brand }) : succeed(tx).execute({ paymentId, reference: result.reference, now }));
    const outcome = settlementOf(before.summary!, payment.amountCents, before.summary!.pendingCents - payment.amountCents);
    if (outcome.paidOut) {
      if (outcome.discountCents > 0) {
        const [discount] = await tx
          .insert(leasePayments)
          .values({
            id: randomUUID(),
            leaseId: lease.id,
            retailerId: scoped.retailerId,
            storeId: lease.storeId,
            kind: 'discount',
            amountCents: outcome.discountCents,
            status: 'succeeded',
            actorType: 'system',
            metadata: { reason: 'early_purchase', payment_id: paymentId },
            settledAt: now,
            createdAt: now,
          })
          .returning();
        written.push(discount!);
      }
      // The ledger pays the lease out on the system's authority (the transition table allows no one else).
      lease = await applyLeaseTransition(tx, { ...ctx, db: tx, inTransaction: true, actor: systemActor }, scoped, 'payOut', {
        now,
        details: { paymentId, amountPaidCents: before.summary!.amountPaidCents + payment.amountCents, discountCents: outcome.discountCents },
      });
      paidOut = true;
    }
  } else {
    [settled] = await fail(tx).execute({ paymentId, code: result.code, reference: result.reference, now });
  }

  // The ledger after: the entries read under the lock with this settlement's writes (no second read).
  const after = ledgerOf(scoped, [...entries.map((entry) => (entry.id === paymentId ? settled! : entry)), ...written], now);
  const event = settled!.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
  const facts = {
    paymentId,
    leaseId: lease.id,
    loanNumber: lease.loanNumber,
    amountCents: settled!.amountCents,
    status: settled!.status,
    failureCode: settled!.failureCode,
    balanceCents: after.summary?.balanceCents ?? null,
    paidOut,
  };
  // The audit row and the event are independent writes: sent together, one round trip.
  await Promise.all([
    recordAudit(tx, ctx, { action: event, entityType: 'lease', entityId: lease.id, retailerId: scoped.retailerId, data: facts }),
    emitEvent(tx, scoped.retailerId, event, {
      payment_id: paymentId,
      lease_id: lease.id,
      loan_number: lease.loanNumber,
      application_id: lease.applicationId,
      store_id: lease.storeId,
      amount: settled!.amountCents / 100,
      status: settled!.status,
      failure_code: settled!.failureCode,
      balance: (after.summary?.balanceCents ?? 0) / 100,
      source_system: settled!.sourceSystem,
    }),
  ]);
  return { payment: settled!, lease, summary: after.summary, card, paidOut };
}

// The settlement's writes, composed once (db/prepared-statements.ts). drizzle's `set` takes a placeholder
// as it takes a value (it becomes a parameter of the column, encoded when the statement runs), but its
// type does not say so: `param<T>` names the column's type. `updatedAt` is set explicitly: left out,
// drizzle's `$onUpdate` would put the moment the statement was composed into every later settlement.
const param = <T>(name: string) => sql.placeholder(name) as unknown as T;
const pendingPayment = and(eq(leasePayments.id, sql.placeholder('paymentId')), eq(leasePayments.status, 'pending'));

const keepCard = (tx: Transaction) =>
  prepared(tx, 'lease_card_keep', () =>
    tx
      .insert(leaseCards)
      .values({
        leaseId: sql.placeholder('leaseId'),
        processorCardId: sql.placeholder('processorCardId'),
        brand: sql.placeholder('brand'),
        lastFour: sql.placeholder('lastFour'),
        expMonth: sql.placeholder('expMonth'),
        expYear: sql.placeholder('expYear'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning(),
  );

const succeed = (tx: Transaction) =>
  prepared(tx, 'lease_payment_succeed', () =>
    tx
      .update(leasePayments)
      .set({ status: 'succeeded', processorReference: param<string>('reference'), settledAt: param<Date>('now'), updatedAt: param<Date>('now'), pendingToken: null })
      .where(pendingPayment)
      .returning(),
  );

const succeedWithCard = (tx: Transaction) =>
  prepared(tx, 'lease_payment_succeed_card', () =>
    tx
      .update(leasePayments)
      .set({
        status: 'succeeded',
        processorReference: param<string>('reference'),
        settledAt: param<Date>('now'),
        updatedAt: param<Date>('now'),
        pendingToken: null,
        cardId: param<number>('cardId'),
        cardBrand: param<string>('cardBrand'),
      })
      .where(pendingPayment)
      .returning(),
  );

const fail = (tx: Transaction) =>
  prepared(tx, 'lease_payment_fail', () =>
    tx
      .update(leasePayments)
      .set({ status: 'failed', failureCode: param<string>('code'), processorReference: param<string>('reference'), settledAt: param<Date>('now'), updatedAt: param<Date>('now'), pendingToken: null })
      .where(pendingPayment)
      .returning(),
  );
