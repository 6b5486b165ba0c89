import { randomBytes } from 'node:crypto';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { sandboxCards, sandboxCharges } from '@/db/schema';
import type { DbOrTx } from '@/db/client';
import { jsonPlaceholder, jsonText, prepared } from '@/db/prepared-statements';
import type { ChargeRequest, ChargeResult, PaymentProcessor, SavedCard } from './processor';

/**
 * The sandbox processor: behaves like a card processor's test mode and keeps its own records in its own
 * tables (sandbox_charges, sandbox_cards), as a real processor would on its side.
 *
 * | token | charge |
 * |---|---|
 * | tok_visa, tok_mastercard, tok_amex, tok_discover | succeeds |
 * | tok_chargeDeclined | declines: card_declined |
 * | tok_insufficientFunds | declines: insufficient_funds |
 * | tok_processingError | fails transiently: processing_error (retryable, nothing recorded) |
 * | tok_chargeCustomerFail | a direct charge succeeds; once saved, charges of the card decline (card_declined) |
 *
 * Any other `tok_…` is treated like tok_visa (the browser tokenizer issues tok_visa for 4242…).
 */
export const SANDBOX_TOKENS = ['tok_visa', 'tok_mastercard', 'tok_amex', 'tok_discover', 'tok_chargeDeclined', 'tok_insufficientFunds', 'tok_processingError', 'tok_chargeCustomerFail'] as const;

const brands: Record<string, string> = { tok_visa: 'visa', tok_mastercard: 'mastercard', tok_amex: 'amex', tok_discover: 'discover' };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type Outcome = { status: 'succeeded' } | { status: 'failed'; code: 'card_declined' | 'insufficient_funds' } | { status: 'transient' };

function outcomeOf(token: string, saved: boolean): Outcome {
  switch (token) {
    case 'tok_chargeDeclined':
      return { status: 'failed', code: 'card_declined' };
    case 'tok_insufficientFunds':
      return { status: 'failed', code: 'insufficient_funds' };
    case 'tok_processingError':
      return { status: 'transient' };
    case 'tok_chargeCustomerFail':
      return saved ? { status: 'failed', code: 'card_declined' } : { status: 'succeeded' };
    default:
      return { status: 'succeeded' };
  }
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

function toResult(row: Pick<ChargeRow, 'id' | 'status' | 'declineCode'>, card?: { id: string; brand: string } | null): ChargeResult {
  if (row.status !== 'succeeded') return { status: 'failed', code: row.declineCode as 'card_declined', retryable: false, reference: row.id };
  return card ? { status: 'succeeded', reference: row.id, card: { cardId: card.id, brand: card.brand } } : { status: 'succeeded', reference: row.id };
}

/** `db` is the processor's own connection; the ledger never calls it inside one of its transactions. */
export function sandboxProcessor(db: DbOrTx): PaymentProcessor {
  async function retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    const [row] = await chargeByKey(db).execute({ idempotencyKey });
    return row ? toResult(row.charge, row.card) : null;
  }

  /**
   * A token charged and its card kept in one statement: the card is inserted only by the statement whose
   * charge row was inserted (a succeeded one), so a key seen before (a retry, or a concurrent twin waiting
   * on the unique key) inserts neither and answers the first charge with its card.
   */
  async function chargeAndKeep(request: ChargeRequest & { token: string }, outcome: Exclude<Outcome, { status: 'transient' }>): Promise<ChargeResult> {
    const [row] = await chargeKeepingCard(db).execute({
      id: id('ch'),
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      source: request.token,
      status: outcome.status,
      declineCode: outcome.status === 'failed' ? outcome.code : null,
      metadata: jsonText(request.metadata),
      cardId: outcome.status === 'succeeded' ? id('card') : null,
      brand: brands[request.token] ?? 'visa',
    });
    return row ? toResult(row.charge, row.card) : (await retrieve(request.idempotencyKey))!;
  }

  return {
    name: 'sandbox',
    retrieve,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let token: string;
      let saved = false;
      if ('cardId' in request) {
        const [card] = await cardToken(db).execute({ cardId: request.cardId });
        if (!card) return (await retrieve(request.idempotencyKey)) ?? { status: 'failed', code: 'card_declined', retryable: false, reference: null };
        token = card.token;
        saved = true;
      } else token = request.token;
      const outcome = outcomeOf(token, saved);
      // A transient failure never reached the card network: nothing is recorded, a retry may succeed.
      if (outcome.status === 'transient') return (await retrieve(request.idempotencyKey)) ?? { status: 'failed', code: 'processing_error', retryable: true, reference: null };
      if ('token' in request && request.saveCard) return chargeAndKeep(request, outcome);
      // The record is written only under a key never seen; a key seen before answers its first result.
      // Prepared, as a processor's API answers its busiest call without planning it anew.
      const [row] = await insertCharge(db).execute({
        id: id('ch'),
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        source: saved ? `card:${'cardId' in request ? request.cardId : ''}` : token,
        status: outcome.status,
        declineCode: outcome.status === 'failed' ? outcome.code : null,
        metadata: jsonText(request.metadata),
      });
      return row ? toResult(row) : (await retrieve(request.idempotencyKey))!;
    },
    async saveCard(token: string): Promise<SavedCard> {
      const [row] = await insertCard(db).execute({ id: id('card'), token, brand: brands[token] ?? 'visa' });
      return { cardId: row!.id, brand: row!.brand };
    },
  };
}

// The processor's statements, composed once (db/prepared-statements.ts): a processor's API answers its
// busiest calls without planning them anew.
const chargeByKey = (db: DbOrTx) =>
  prepared(db, 'sandbox_charge_with_card_by_key', () =>
    db
      .select({ charge: sandboxCharges, card: { id: sandboxCards.id, brand: sandboxCards.brand } })
      .from(sandboxCharges)
      .leftJoin(sandboxCards, eq(sandboxCards.id, sandboxCharges.cardId))
      .where(eq(sandboxCharges.idempotencyKey, sql.placeholder('idempotencyKey'))),
  );

const chargeValues = {
  id: sql.placeholder('id'),
  idempotencyKey: sql.placeholder('idempotencyKey'),
  amountCents: sql.placeholder('amountCents'),
  source: sql.placeholder('source'),
  status: sql.placeholder('status'),
  declineCode: sql.placeholder('declineCode'),
  metadata: jsonPlaceholder('metadata'),
};

const insertCharge = (db: DbOrTx) =>
  prepared(db, 'sandbox_charge_insert', () =>
    db.insert(sandboxCharges).values(chargeValues).onConflictDoNothing({ target: sandboxCharges.idempotencyKey }).returning(),
  );

const chargeKeepingCard = (db: DbOrTx) =>
  prepared(db, 'sandbox_charge_keep_card', () => {
    const charge = db
      .$with('charge')
      .as(db.insert(sandboxCharges).values({ ...chargeValues, cardId: sql.placeholder('cardId') }).onConflictDoNothing({ target: sandboxCharges.idempotencyKey }).returning());
    const kept = db.$with('kept').as(
      db
        .insert(sandboxCards)
        .select(
          db
            .select({
              id: sql<string>`${charge.cardId}`.as('id'),
              token: sql<string>`${sql.placeholder('source')}::text`.as('token'),
              brand: sql<string>`${sql.placeholder('brand')}::text`.as('brand'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(charge)
            .where(isNotNull(charge.cardId)),
        )
        .returning({ id: sandboxCards.id, brand: sandboxCards.brand }),
    );
    return db
      .with(charge, kept)
      .select({ charge: { id: charge.id, status: charge.status, declineCode: charge.declineCode }, card: { id: kept.id, brand: kept.brand } })
      .from(charge)
      .leftJoin(kept, eq(kept.id, charge.cardId));
  });

const cardToken = (db: DbOrTx) =>
  prepared(db, 'sandbox_card_token', () => db.select({ token: sandboxCards.token }).from(sandboxCards).where(eq(sandboxCards.id, sql.placeholder('cardId'))));

const insertCard = (db: DbOrTx) =>
  prepared(db, 'sandbox_card_insert', () =>
    db.insert(sandboxCards).values({ id: sql.placeholder('id'), token: sql.placeholder('token'), brand: sql.placeholder('brand') }).returning(),
  );
