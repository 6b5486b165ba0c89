import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { auditEvents, leaseCards, leasePayments, leases, outboxEvents, sandboxCards, sandboxCharges } from '@/db/schema';
import { systemActor } from '@/lib/core/context';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { createLeaseWorld } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { getLease } from '../leases/get-lease';
import { withTransaction } from '../transaction';
import { beginPayment } from './begin-payment';
import { chargeBatch } from './charge-batch';
import { chargeCardOnFile } from './charge-card-on-file';
import { PaymentDeclinedError, ProcessorUnavailableError } from './errors';
import { getLeaseLedger } from './get-lease-ledger';
import { recoverPendingPayments } from './recover-pending-payments';
import { sandboxProcessor } from './sandbox-processor';
import { saveAndChargeCard } from './save-and-charge-card';
import { payableLease, saveAndChargeBody, TEST_CVV } from './testing';
import { takePayment } from './take-payment';
import { takePaymentSchema } from './schemas';
import { withoutIdentifiers } from '@/lib/testing/without-identifiers';

describe('save-and-charge', () => {
  it('charges the token, keeps the card, lowers the balance, audits and emits payment.succeeded', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      const before = await getLeaseLedger(sales, lease.loanNumber);
      const settled = await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, '25.50'));
      expect(settled.payment).toMatchObject({ status: 'succeeded', amountCents: 2550, cardLastFour: '4242', cardBrand: 'visa', sourceSystem: 'counter', pendingToken: null });
      expect(settled.card).toMatchObject({ lastFour: '4242', expMonth: 12, expYear: 2030 });
      expect(settled.summary!.balanceCents).toBe(before.summary!.balanceCents - 2550);
      const ledger = await getLeaseLedger(sales, lease.id);
      expect(ledger.cardOnFile?.id).toBe(settled.card!.id);
      expect(ledger.summary!.amountPaidCents).toBe(2550);
      const [event] = await ctx.db.select().from(outboxEvents).where(and(eq(outboxEvents.retailerId, world.retailerId), eq(outboxEvents.type, 'payment.succeeded')));
      expect(event!.payload).toMatchObject({ payment_id: settled.payment.id, lease_id: lease.id, loan_number: lease.loanNumber, application_id: lease.applicationId, amount: 25.5, status: 'succeeded', failure_code: null });
      const audits = await ctx.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, String(lease.id)), eq(auditEvents.action, 'payment.succeeded')));
      expect(audits).toHaveLength(1);
      // The CVV is nowhere: not in the row, the audit, the event or the processor's records.
      const everything = withoutIdentifiers([await ctx.db.select().from(leasePayments), audits, event, await ctx.db.select().from(sandboxCharges), await ctx.db.select().from(leaseCards)]);
      expect(everything).not.toContain(`"${TEST_CVV}"`);
      expect(everything).not.toMatch(/cvv/i);
    }, systemActor));

  it('stamps each settled payment as updated at the moment it was settled, succeeded or failed', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      // The settlement statements are composed once per process: each call must still write its own moment.
      const moments = [new Date('2026-03-02T15:04:05.000Z'), new Date('2026-04-09T10:11:12.000Z')];
      for (const now of moments) {
        const { payment } = await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 5), { now });
        expect(payment).toMatchObject({ settledAt: now, updatedAt: now });
      }
      const failedAt = new Date('2026-05-01T08:00:00.000Z');
      const declined = (await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 5, 'tok_chargeDeclined'), { now: failedAt }).catch((e: unknown) => e)) as PaymentDeclinedError;
      const [row] = await ctx.db.select().from(leasePayments).where(eq(leasePayments.id, declined.paymentId));
      expect(row).toMatchObject({ status: 'failed', settledAt: failedAt, updatedAt: failedAt });
    }, systemActor));

  it('records a decline as a failed payment, keeps no card, emits payment.failed and throws 402 material', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      for (const [token, code] of [['tok_chargeDeclined', 'card_declined'], ['tok_insufficientFunds', 'insufficient_funds']] as const) {
        const error = await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 10, token)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PaymentDeclinedError);
        expect((error as PaymentDeclinedError).declineCode).toBe(code);
        const [row] = await ctx.db.select().from(leasePayments).where(eq(leasePayments.id, (error as PaymentDeclinedError).paymentId));
        expect(row).toMatchObject({ status: 'failed', failureCode: code, pendingToken: null });
      }
      expect(await ctx.db.select().from(leaseCards).where(eq(leaseCards.leaseId, lease.id))).toHaveLength(0);
      const failed = await ctx.db.select().from(outboxEvents).where(and(eq(outboxEvents.retailerId, world.retailerId), eq(outboxEvents.type, 'payment.failed')));
      expect(failed).toHaveLength(2);
      const ledger = await getLeaseLedger(sales, lease.id);
      expect(ledger.summary!.amountPaidCents).toBe(0);
      expect(ledger.payments.map((p) => p.status)).toEqual(['failed', 'failed']);
    }, systemActor));

  it('answers a transient processor failure as retryable, recorded as failed (processing_error)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const error = await saveAndChargeCard(as(ctx, world.actors.sales), saveAndChargeBody(lease.loanNumber, 10, 'tok_processingError')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProcessorUnavailableError);
      const [row] = await ctx.db.select().from(leasePayments).where(eq(leasePayments.id, (error as ProcessorUnavailableError).paymentId!));
      expect(row).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
    }, systemActor));

  it('refuses leases outside S, D, F (409), amounts above the balance (422 on amount naming it), other tenants (404) and clerks (403)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const sales = as(ctx, world.actors.sales);
      for (const state of ['V', 'X', 'P'] as const) {
        const { lease } = await payableLease(ctx, world, state);
        await expect(saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 10))).rejects.toBeInstanceOf(ConflictError);
      }
      for (const state of ['S', 'D', 'F'] as const) {
        const { lease } = await payableLease(ctx, world, state);
        await expect(saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 10))).resolves.toBeTruthy();
      }
      const { lease } = await payableLease(ctx, world);
      const { summary } = await getLeaseLedger(sales, lease.id);
      const error = (await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, summary!.balanceCents / 100 + 0.01)).catch((e: unknown) => e)) as ValidationError;
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.fieldErrors.amount![0]).toContain(`$${(summary!.balanceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      await expect(saveAndChargeCard(as(ctx, world.actors.otherToken), saveAndChargeBody(lease.loanNumber, 10))).rejects.toBeInstanceOf(NotFoundError);
      await expect(saveAndChargeCard(as(ctx, world.actors.clerk), saveAndChargeBody(lease.loanNumber, 10))).rejects.toBeInstanceOf(ForbiddenError);
      // Nothing was written by the refusals.
      expect(await ctx.db.select().from(leasePayments).where(eq(leasePayments.leaseId, lease.id))).toHaveLength(0);
    }, systemActor));

  it('validates the CVV and drops it; refuses a bad expiry and last four', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      const error = (await saveAndChargeCard(sales, { ...saveAndChargeBody(lease.loanNumber, 10), cvv: '12a', card_expiration: '13/30', card_last_four: '42' }).catch((e: unknown) => e)) as ValidationError;
      expect(Object.keys(error.fieldErrors).sort()).toEqual(['card_expiration', 'card_last_four', 'cvv']);
      expect(JSON.stringify(error.fieldErrors)).not.toContain('12a');
    }, systemActor));
});

describe('charges of the card on file', () => {
  it('needs a card on file (409) and a card of that lease for card_id (422)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const token = as(ctx, world.actors.token);
      const { lease } = await payableLease(ctx, world);
      const { lease: other } = await payableLease(ctx, world);
      await expect(chargeCardOnFile(token, { loan_number: lease.loanNumber, amount: 5 })).rejects.toBeInstanceOf(ConflictError);
      const first = await saveAndChargeCard(token, saveAndChargeBody(other.loanNumber, 5));
      await expect(chargeCardOnFile(token, { loan_number: lease.loanNumber, amount: 5, card_id: first.card!.id })).rejects.toMatchObject({ fieldErrors: { card_id: expect.any(Array) } });
      const again = await chargeCardOnFile(token, { loan_number: other.loanNumber, amount: '7.25' });
      expect(again.payment).toMatchObject({ status: 'succeeded', amountCents: 725, cardId: first.card!.id });
    }, systemActor));

  it('a card kept from tok_chargeCustomerFail declines later charges (402 material)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const sales = as(ctx, world.actors.sales);
      const { lease } = await payableLease(ctx, world);
      await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 5, 'tok_chargeCustomerFail'));
      await expect(chargeCardOnFile(sales, { loan_number: lease.loanNumber, amount: 5 })).rejects.toMatchObject({ declineCode: 'card_declined' });
    }, systemActor));

  it('a batch answers one result per item, in order; failures never fail the others', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const token = as(ctx, world.actors.token);
      const { lease: a } = await payableLease(ctx, world);
      const { lease: noCard } = await payableLease(ctx, world);
      const { lease: declining } = await payableLease(ctx, world);
      const { lease: cancelled } = await payableLease(ctx, world, 'X');
      await saveAndChargeCard(token, saveAndChargeBody(a.loanNumber, 1));
      await saveAndChargeCard(token, saveAndChargeBody(declining.loanNumber, 1, 'tok_chargeCustomerFail'));
      const results = await chargeBatch(token, [
        { loan_number: a.loanNumber, amount: 10 },
        { loan_number: noCard.loanNumber, amount: 10 },
        { loan_number: declining.loanNumber, amount: 10 },
        { loan_number: cancelled.loanNumber, amount: 10 },
        { loan_number: 'LL-2099-999999', amount: 10 },
        { loan_number: a.loanNumber, amount: 'ten' },
        { loan_number: a.loanNumber, amount: 1_000_000 },
        { loan_number: a.loanNumber, amount: 2.5 },
      ]);
      expect(results.map((r) => [r.status, r.failure_code])).toEqual([
        ['succeeded', null],
        ['failed', 'no_card_on_file'],
        ['failed', 'card_declined'],
        ['failed', 'lease_not_payable'],
        ['failed', 'not_found'],
        ['failed', 'invalid'],
        ['failed', 'amount_exceeds_balance'],
        ['succeeded', null],
      ]);
      expect(results[7]!.balance).toBe(results[0]!.balance! - 2.5);
      await expect(chargeBatch(token, [])).rejects.toBeInstanceOf(ValidationError);
      await expect(chargeBatch(token, { loan_number: a.loanNumber })).rejects.toBeInstanceOf(ValidationError);
    }, systemActor));
});

describe('paying out', () => {
  it('the full balance moves the lease to P with lease.paid_out and no discount', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world, 'F');
      const sales = as(ctx, world.actors.sales);
      const { summary } = await getLeaseLedger(sales, lease.id);
      // Two payments: the first below the payoff, the second the rest.
      await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 10));
      const last = await chargeCardOnFile(sales, { loan_number: lease.loanNumber, amount: (summary!.balanceCents - 1000) / 100 });
      expect(last.paidOut).toBe(true);
      expect(last.lease.stateCode).toBe('P');
      const ledger = await getLeaseLedger(sales, lease.id);
      expect(ledger.summary).toMatchObject({ balanceCents: 0, payoffCents: 0, discountCents: 0, amountPaidCents: summary!.totalCents, nextPayment: null });
      const paidOut = await ctx.db.select().from(outboxEvents).where(and(eq(outboxEvents.retailerId, world.retailerId), eq(outboxEvents.type, 'lease.paid_out')));
      expect(paidOut).toHaveLength(1);
      expect(paidOut[0]!.payload).toMatchObject({ loan_number: lease.loanNumber, state_code: 'P', previous_state_code: 'F' });
      await expect(chargeCardOnFile(sales, { loan_number: lease.loanNumber, amount: 1 })).rejects.toBeInstanceOf(ConflictError);
    }, systemActor));

  it('paying the payoff amount pays out early: a discount entry closes the balance to 0', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world, 'D');
      const sales = as(ctx, world.actors.sales);
      const { summary } = await getLeaseLedger(sales, lease.id);
      expect(summary!.payoffCents).toBeGreaterThan(0);
      expect(summary!.payoffCents).toBeLessThan(summary!.balanceCents);
      const settled = await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, summary!.payoffCents / 100));
      expect(settled.paidOut).toBe(true);
      const ledger = await getLeaseLedger(sales, lease.id);
      expect(ledger.summary).toMatchObject({ balanceCents: 0, amountPaidCents: summary!.payoffCents, discountCents: summary!.balanceCents - summary!.payoffCents });
      expect(ledger.summary!.amountPaidCents + ledger.summary!.discountCents).toBe(ledger.summary!.totalCents);
      const [row] = await ctx.db.select().from(leases).where(eq(leases.id, lease.id));
      expect(row!.stateCode).toBe('P');
      // GET /leases/{lease} carries the ledger.
      const view = await getLease(sales, lease.loanNumber);
      expect(view.ledger!.summary!.balanceCents).toBe(0);
    }, systemActor));
});

describe('recovery of pending payments', () => {
  it('settles a pending row from what the processor recorded, and fails one it never saw', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      const processor = sandboxProcessor(ctx.db);
      const long = new Date(Date.now() - 10 * 60_000);
      const source = { kind: 'token' as const, token: 'tok_visa', brand: 'visa', lastFour: '4242', expMonth: 1, expYear: 2031 };
      // Two "crashes" after step one; the processor got the first charge only.
      const charged = await withTransaction(sales, (tx, c) => beginPayment(tx, c, { loanNumber: lease.loanNumber, amountCents: 1500, source, now: long }));
      await processor.charge({ token: 'tok_visa', amountCents: 1500, idempotencyKey: charged.payment.id });
      const lost = await withTransaction(sales, (tx, c) => beginPayment(tx, c, { loanNumber: lease.loanNumber, amountCents: 900, source, now: long }));
      // A pending charge holds its amount against the balance meanwhile.
      const during = await getLeaseLedger(sales, lease.id);
      expect(during.summary).toMatchObject({ pendingCents: 2400, availableCents: during.summary!.balanceCents - 2400 });
      const run = await recoverPendingPayments(as(ctx, systemActor), { processor });
      expect(run).toEqual({ examined: 2, succeeded: 1, failed: 1 });
      const rows = await ctx.db.select().from(leasePayments).where(eq(leasePayments.leaseId, lease.id));
      expect(rows.find((r) => r.id === charged.payment.id)).toMatchObject({ status: 'succeeded' });
      expect(rows.find((r) => r.id === lost.payment.id)).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
      // The recovered save-and-charge kept its card; a second run finds nothing.
      expect(await ctx.db.select().from(leaseCards).where(eq(leaseCards.leaseId, lease.id))).toHaveLength(1);
      expect(await recoverPendingPayments(as(ctx, systemActor), { processor })).toEqual({ examined: 0, succeeded: 0, failed: 0 });
      // The processor never charges one key twice.
      const again = await processor.charge({ token: 'tok_visa', amountCents: 1500, idempotencyKey: charged.payment.id });
      expect(again.status).toBe('succeeded');
      expect(await ctx.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, charged.payment.id))).toHaveLength(1);
    }, systemActor));
});

/** A sandbox token charged like tok_visa that no other test uses, so its saved cards can be counted on a shared database. */
const uniqueVisaToken = () => `tok_visa_${randomUUID().replace(/-/g, '')}`;

describe('the sandbox keeps the card in the charge call', () => {
  it('a succeeded save-and-charge answers its card; a retry with the key answers the same charge and card, and keeps no second one', () =>
    inRollback(async (ctx) => {
      const processor = sandboxProcessor(ctx.db);
      const token = uniqueVisaToken();
      const request = { token, saveCard: true, amountCents: 1500, idempotencyKey: randomUUID() };
      const first = await processor.charge(request);
      expect(first).toMatchObject({ status: 'succeeded', card: { cardId: expect.stringMatching(/^card_/), brand: 'visa' } });
      const again = await processor.charge(request);
      expect(again).toEqual(first);
      expect(await processor.retrieve(request.idempotencyKey)).toEqual(first);
      const cards = await ctx.db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
      expect(cards.map((c) => c.id)).toEqual([first.status === 'succeeded' && first.card!.cardId]);
      expect(await ctx.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey))).toHaveLength(1);
      // Without saveCard, a token charge keeps nothing.
      const plain = await processor.charge({ token, amountCents: 100, idempotencyKey: randomUUID() });
      expect(plain).toEqual({ status: 'succeeded', reference: expect.any(String) });
      expect(await ctx.db.select().from(sandboxCards).where(eq(sandboxCards.token, token))).toHaveLength(1);
    }));

  it('a declined or transiently failed save-and-charge keeps no card, on the first call or a retry', () =>
    inRollback(async (ctx) => {
      const processor = sandboxProcessor(ctx.db);
      for (const token of ['tok_chargeDeclined', 'tok_insufficientFunds', 'tok_processingError']) {
        const request = { token, saveCard: true, amountCents: 1500, idempotencyKey: randomUUID() };
        const first = await processor.charge(request);
        expect(first.status).toBe('failed');
        expect(first).not.toHaveProperty('card');
        expect(await processor.charge(request)).toEqual(first);
        const [charge] = await ctx.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
        expect(charge?.cardId ?? null).toBeNull();
      }
      expect(await ctx.db.select().from(sandboxCards).where(inArray(sandboxCards.token, ['tok_chargeDeclined', 'tok_insufficientFunds', 'tok_processingError']))).toEqual([]);
    }));

  it('the lease keeps the card the charge kept; recovery after a crash past the charge keeps that same card', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      const processor = sandboxProcessor(ctx.db);
      const token = uniqueVisaToken();
      const settled = await saveAndChargeCard(sales, saveAndChargeBody(lease.loanNumber, 10, token));
      const [charge] = await ctx.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, settled.payment.id));
      expect(charge!.cardId).toMatch(/^card_/);
      expect(settled.card!.processorCardId).toBe(charge!.cardId);
      expect((await ctx.db.select().from(sandboxCards).where(eq(sandboxCards.token, token))).map((c) => c.id)).toEqual([charge!.cardId]);

      // A crash right after the processor call: the charge and its card are recorded, the row is pending.
      const other = uniqueVisaToken();
      const source = { kind: 'token' as const, token: other, brand: 'visa', lastFour: '1881', expMonth: 3, expYear: 2032 };
      const long = new Date(Date.now() - 10 * 60_000);
      const pending = await withTransaction(sales, (tx, c) => beginPayment(tx, c, { loanNumber: lease.loanNumber, amountCents: 700, source, now: long }));
      const charged = await processor.charge({ token: other, saveCard: true, amountCents: 700, idempotencyKey: pending.payment.id });
      expect(charged.status).toBe('succeeded');
      expect(await recoverPendingPayments(as(ctx, systemActor), { processor })).toEqual({ examined: 1, succeeded: 1, failed: 0 });
      const cards = await ctx.db.select().from(leaseCards).where(eq(leaseCards.leaseId, lease.id));
      const recovered = cards.find((c) => c.lastFour === '1881');
      expect(recovered!.processorCardId).toBe(charged.status === 'succeeded' && charged.card!.cardId);
      expect(await ctx.db.select().from(sandboxCards).where(eq(sandboxCards.token, other))).toHaveLength(1);
      expect((await getLeaseLedger(sales, lease.id)).cardOnFile?.id).toBe(recovered!.id);
    }, systemActor));
});

describe('Take payment (portal)', () => {
  it('charges the tokenized card once for the amount in dollars, whether given raw or already parsed', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const { lease } = await payableLease(ctx, world);
      const sales = as(ctx, world.actors.sales);
      const form = { leaseId: lease.id, amount: '25.50', token: 'tok_visa', brand: 'visa', lastFour: '4242', expMonth: 9, expYear: 2030 };
      const raw = await takePayment(sales, form);
      expect(raw.payment).toMatchObject({ amountCents: 2550, sourceSystem: 'portal', status: 'succeeded' });
      const parsed = await takePayment(sales, undefined, { parsed: takePaymentSchema.parse(form) });
      expect(parsed.payment.amountCents).toBe(2550);
    }, systemActor));
});
