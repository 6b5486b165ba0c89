import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { leasePayments } from '@/db/schema';
import type { Transaction } from '@/db/client';
import { prepared } from '@/db/prepared-statements';
import type { LeasePayment } from '@/db/schema/payments';
import { describeActor, type Ctx } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { leaseLookupOf } from '../leases/internal';
import { formatCents, type Cents } from '../money';
import { AmountExceedsBalanceError, LeaseNotPayableError, NoCardOnFileError } from './errors';
import { ledgerOf, lockLedger, PAYABLE_STATES } from './internal';

export type PaymentSource =
  /** A new card, tokenized by the processor's tokenizer (save-and-charge): kept only if the charge succeeds. */
  | { kind: 'token'; token: string; brand: string | null; lastFour: string; expMonth: number; expYear: number }
  /** A kept card of the lease: `cardId` or, when absent, the card on file. */
  | { kind: 'card'; cardId?: number };

export type BeginPaymentInput = { loanNumber: string; amountCents: Cents; source: PaymentSource; sourceSystem?: string; now: Date };

/** The pending row, with what the processor call needs. */
export type BegunPayment = { payment: LeasePayment; processorCardId: string | null };

/**
 * Step one of a charge (docs/payments.md §Money in two steps), inside the caller's transaction: lock the
 * lease, check it takes payments, that the amount fits its balance less every pending charge, and the
 * card; then write the `pending` row. Its id is the processor's idempotency key.
 */
export async function beginPayment(tx: Transaction, ctx: Ctx, input: BeginPaymentInput): Promise<BegunPayment> {
  // One statement locks the lease and reads its terms and store's time zone; its entries and card are read
  // under the lock, sent with it in one round trip.
  const lookup = leaseLookupOf(ctx.actor, input.loanNumber);
  if (!lookup) throw new NotFoundError('Lease not found.');
  const source = input.source;
  const { locked, entries, card: kept } = await lockLedger(tx, lookup, source.kind === 'card' ? { cardId: source.cardId } : undefined);
  if (!locked || locked.lease.deletedAt) throw new NotFoundError('Lease not found.');
  const { lease, retailerId } = locked;
  if (!PAYABLE_STATES.includes(lease.stateCode)) {
    throw new LeaseNotPayableError(`Lease ${lease.loanNumber} is in state ${lease.stateCode}; payments are accepted while it is signed (S), delivered (D) or funded (F).`);
  }
  if (!locked.terms) throw new LeaseNotPayableError(`Lease ${lease.loanNumber} has no priced terms, so it has no balance to pay.`);
  const summary = ledgerOf(locked, entries, input.now).summary!;

  let card: { id: number | null; processorCardId: string | null; brand: string | null; lastFour: string; expMonth: number; expYear: number };
  if (input.source.kind === 'card') {
    if (!kept && input.source.cardId !== undefined) throw ValidationError.field('card_id', `Card ${input.source.cardId} is not a card of lease ${lease.loanNumber}.`);
    if (!kept) throw new NoCardOnFileError(`Lease ${lease.loanNumber} has no card on file. Take a payment with save-and-charge first.`);
    card = { id: kept.id, processorCardId: kept.processorCardId, brand: kept.brand, lastFour: kept.lastFour, expMonth: kept.expMonth, expYear: kept.expYear };
  } else {
    const { brand, lastFour, expMonth, expYear } = input.source;
    card = { id: null, processorCardId: null, brand, lastFour, expMonth, expYear };
  }

  if (input.amountCents > summary.availableCents) {
    const pending = summary.pendingCents > 0 ? ` (${formatCents(summary.pendingCents)} of it is in charges still pending)` : '';
    throw new AmountExceedsBalanceError(
      `The amount (${formatCents(input.amountCents)}) is more than the balance of lease ${lease.loanNumber}: ${formatCents(summary.balanceCents)}${pending}; at most ${formatCents(summary.availableCents)} can be charged.`,
    );
  }

  const { actorType, actorId } = describeActor(ctx.actor);
  const [payment] = await insertPending(tx).execute({
    id: randomUUID(),
    leaseId: lease.id,
    retailerId,
    storeId: lease.storeId,
    amountCents: input.amountCents,
    cardId: card.id,
    cardBrand: card.brand,
    cardLastFour: card.lastFour,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    pendingToken: input.source.kind === 'token' ? input.source.token : null,
    sourceSystem: input.sourceSystem ?? null,
    actorType,
    actorId,
    requestId: ctx.requestId ?? null,
    createdAt: input.now,
  });
  return { payment: payment!, processorCardId: card.processorCardId };
}

const insertPending = (tx: Transaction) =>
  prepared(tx, 'lease_payment_begin', () =>
    tx
      .insert(leasePayments)
      .values({
        id: sql.placeholder('id'),
        leaseId: sql.placeholder('leaseId'),
        retailerId: sql.placeholder('retailerId'),
        storeId: sql.placeholder('storeId'),
        kind: 'charge',
        amountCents: sql.placeholder('amountCents'),
        status: 'pending',
        cardId: sql.placeholder('cardId'),
        cardBrand: sql.placeholder('cardBrand'),
        cardLastFour: sql.placeholder('cardLastFour'),
        cardExpMonth: sql.placeholder('cardExpMonth'),
        cardExpYear: sql.placeholder('cardExpYear'),
        pendingToken: sql.placeholder('pendingToken'),
        sourceSystem: sql.placeholder('sourceSystem'),
        actorType: sql.placeholder('actorType'),
        actorId: sql.placeholder('actorId'),
        requestId: sql.placeholder('requestId'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning(),
  );
