import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leases } from '@/db/schema';
import type { Application } from '@/db/schema/applications';
import type { LeaseState } from '@/db/schema/leases';
import type { Store } from '@/db/schema/stores';
import { systemActor, type Ctx } from '@/lib/core/context';
import { DAY_MS } from '@/lib/core/dates';
import { signEnvelope } from '@/lib/core/esign/sign-envelope';
import { cancelLease } from '@/lib/core/leases/cancel-lease';
import { createLease } from '@/lib/core/leases/create-lease';
import { deliverLease } from '@/lib/core/leases/deliver-lease';
import { fundLease } from '@/lib/core/leases/fund-lease';
import type { LeaseEntityInput } from '@/lib/core/leases/schemas';
import { chargeCardOnFile } from '@/lib/core/payments/charge-card-on-file';
import { getLeaseLedger } from '@/lib/core/payments/get-lease-ledger';
import type { PaymentProcessor } from '@/lib/core/payments/processor';
import { sandboxProcessor } from '@/lib/core/payments/sandbox-processor';
import { saveAndChargeCard } from '@/lib/core/payments/save-and-charge-card';
import { contractRenderer } from '@/lib/pdf/render-contract';
import type { Random } from './random';

/**
 * Demo leases made the way the product makes them (issue 12): every lease is created by createLease
 * (priced terms, items, schedule, an e-sign envelope), signed through its envelope by signEnvelope (the
 * signed PDF with its audit page), delivered and funded by the transition operations, and paid through
 * the payments ledger with the sandbox processor — a card kept at signing, the scheduled payments due
 * by its age (a few declined and paid again two days later), some paid out early at the payoff amount,
 * some cancelled. Nothing is written around the core, so the numbers reconcile by construction.
 */

export type PlannedLease = { application: Application; store: Store; leaseState: LeaseState; signerName: string; createdAt: Date; now: Date };

const catalog: Record<string, [sku: string, description: string, dollars: number][]> = {
  appliances: [['REF-FD', 'Refrigerator, French door', 1899], ['WSH-FL', 'Front-load washer', 849], ['DRY-EL', 'Electric dryer', 699], ['RNG-GS', 'Gas range', 999], ['DW-SS', 'Dishwasher, stainless', 549], ['MW-OTR', 'Over-the-range microwave', 329]],
  electronics: [['TV-65', '65" 4K television', 1099], ['TV-55', '55" 4K television', 649], ['LAP-15', '15" laptop', 899], ['SND-BAR', 'Sound bar', 299], ['CON-GM', 'Game console', 499], ['TAB-11', '11" tablet', 449]],
  furniture: [['SOFA-3', 'Three-seat sofa', 1299], ['SECT-L', 'L-shaped sectional', 2199], ['BED-Q', 'Queen bed with mattress', 1499], ['DIN-6', 'Dining set, six chairs', 1199], ['RECL-P', 'Power recliner', 799], ['DRS-6', 'Six-drawer dresser', 599]],
  hvac: [['AC-3T', '3-ton central air conditioner', 3899], ['FUR-80', '80,000 BTU gas furnace', 2499], ['HP-2T', '2-ton heat pump', 3299], ['THM-SM', 'Smart thermostat', 249]],
  general: [['TV-55', '55" 4K television', 649], ['SOFA-3', 'Three-seat sofa', 1299], ['WSH-FL', 'Front-load washer', 849], ['LAP-15', '15" laptop', 899], ['BED-Q', 'Queen bed with mattress', 1499]],
};

/** Items that fit the option's approved amount (with the delivery charge), as a store would pick them. */
function leaseRequest(rng: Random, planned: PlannedLease, option: 'A' | 'B' | 'C', approvedCents: number): LeaseEntityInput {
  const delivery = rng.pick([0, 49, 79, 99]);
  const budget = approvedCents / 100 - delivery;
  const target = budget * (0.55 + rng.next() * 0.4);
  const goods = catalog[planned.store.productType] ?? catalog.general!;
  const items: LeaseEntityInput['items'] = [];
  let total = 0;
  for (const [sku, description, dollars] of [...goods].sort(() => rng.next() - 0.5)) {
    if (total + dollars > budget) continue;
    items.push({ sku, description, quantity: 1, unit_price: dollars });
    total += dollars;
    if (total >= target) break;
  }
  // Nothing in the catalogue fits a small approval: one item priced to fit.
  if (!items.length) items.push({ sku: 'MISC', description: goods[0]![1], quantity: 1, unit_price: Math.max(100, Math.floor(target)) });
  return {
    application_id: planned.application.id,
    option,
    paymentFrequency: rng.pick(['14-day', '14-day', '28-day', 'semi-monthly', 'monthly']),
    deliveryCharge: delivery,
    items,
    ocp_included: rng.chance(0.3),
    esign_type: 'embedded',
    primary_language: rng.chance(0.15) ? 'es' : 'en',
    sales_person: { name: 'Demo Sales', email: 'sales@acme.test', phone: '7135550100' },
  };
}

/** The sandbox, with the seed deciding which charges the card's bank declines (as test cards would). */
export function scriptedProcessor(db: Database): PaymentProcessor & { declineNext: (code: 'insufficient_funds' | 'card_declined') => void } {
  const sandbox = sandboxProcessor(db);
  let decline: string | null = null;
  return {
    ...sandbox,
    declineNext: (code) => void (decline = code),
    async charge(request) {
      const token = decline === 'insufficient_funds' ? 'tok_insufficientFunds' : decline === 'card_declined' ? 'tok_chargeDeclined' : null;
      decline = null;
      return sandbox.charge(token ? { token, amountCents: request.amountCents, idempotencyKey: request.idempotencyKey, metadata: request.metadata } : request);
    },
  };
}

const at = (moment: Date, limit: Date) => new Date(Math.min(moment.getTime(), limit.getTime()));

/** Builds one planned lease through the core, from creation to its planned state and payment history. */
export async function seedLease(db: Database, rng: Random, planned: PlannedLease, processor = scriptedProcessor(db)): Promise<void> {
  const ctx: Ctx = { actor: systemActor, db };
  const { application, now } = planned;
  const offers = (application.offerAmounts ?? {}) as Record<string, number>;
  const letters = (application.optionsApproved ?? 'A').split('').filter((l) => offers[l]) as ('A' | 'B' | 'C')[];
  const option = rng.pick<'A' | 'B' | 'C'>(letters.length ? letters : ['A']);
  // A lease is made within the approval's 30 days, soon after the decision.
  const decidedAt = application.decidedAt ?? planned.createdAt;
  const createdAt = at(new Date(decidedAt.getTime() + rng.next() * Math.min(20, (now.getTime() - decidedAt.getTime()) / DAY_MS / 3) * DAY_MS + 3_600_000), now);
  const view = await createLease(ctx, leaseRequest(rng, planned, option, offers[option]!), { now: createdAt, baseUrl: 'http://localhost:3000' });
  const lease = view.lease;
  // createLease stamps the row with the database's clock; a demo lease carries the day it was made.
  await db.update(leases).set({ createdAt, loanAt: createdAt }).where(eq(leases.id, lease.id));
  const state = planned.leaseState;
  if (state === 'V') return;
  if (state === 'X' && rng.chance(0.5)) {
    await cancelLease(ctx, { lease: lease.id, reason: rng.pick(['Customer changed their mind', 'Found a better price', 'Merchandise out of stock']) }, { now: at(new Date(createdAt.getTime() + DAY_MS), now) });
    return;
  }

  // Signed in the store an hour or so later.
  const signedAt = at(new Date(createdAt.getTime() + rng.int(10, 240) * 60_000), now);
  const token = view.esign!.url!.split('/sign/')[1]!;
  await signEnvelope(db, { token, consent: true, signerName: planned.signerName, signature: { kind: 'typed' }, ip: '203.0.113.10', userAgent: 'Mozilla/5.0 (in-store tablet)' }, { renderer: contractRenderer, now: signedAt, deferPdf: true });

  // The first payment at the counter, on a card kept on file (now and then a first card is declined).
  const first = (await getLeaseLedger(ctx, lease.id, { now: signedAt })).summary!.nextPayment!;
  const counter = { loan_number: lease.loanNumber, card: { brand: 'visa' }, card_last_four: String(rng.int(1000, 9999)), card_expiration: `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}`, source_system: 'portal' };
  if (rng.chance(0.1)) {
    await saveAndChargeCard(ctx, { ...counter, amount: (first.amountCents / 100).toFixed(2), token: rng.pick(['tok_chargeDeclined', 'tok_insufficientFunds']) }, { processor, now: signedAt }).catch(() => undefined);
  }
  await saveAndChargeCard(ctx, { ...counter, amount: (first.amountCents / 100).toFixed(2), token: rng.pick(['tok_visa', 'tok_visa', 'tok_mastercard']) }, { processor, now: new Date(signedAt.getTime() + 60_000) });
  if (state === 'S') return;
  if (state === 'X') {
    await cancelLease(ctx, { lease: lease.id, reason: 'Customer returned the merchandise before delivery' }, { now: at(new Date(signedAt.getTime() + DAY_MS), now) });
    return;
  }

  const deliveredAt = at(new Date(signedAt.getTime() + rng.int(1, 3) * DAY_MS), now);
  await deliverLease(ctx, { lease: lease.id }, { now: deliveredAt });
  if (state === 'D') return;
  const fundedAt = at(new Date(deliveredAt.getTime() + rng.int(1, 3) * DAY_MS), now);
  await fundLease(ctx, { lease: lease.id }, { now: fundedAt });

  // The merchant's scheduler collects each payment on its due date, until today (or the pay-out).
  const paidOutAt = state === 'P' ? new Date(fundedAt.getTime() + rng.next() * (now.getTime() - fundedAt.getTime())) : null;
  const until = paidOutAt ?? now;
  // Each settled charge answers the ledger after it, so the next due payment needs no second read.
  let next = (await getLeaseLedger(ctx, lease.id, { now: until })).summary?.nextPayment ?? null;
  for (let guard = 0; guard < 60 && next; guard++) {
    const due = new Date(`${next.dueDate}T15:00:00Z`);
    if (due > until) break;
    const amount = (next.amountCents / 100).toFixed(2);
    const pay = (when: Date) => chargeCardOnFile(ctx, { loan_number: lease.loanNumber, amount, source_system: 'scheduler' }, { processor, now: when });
    let settled;
    if (rng.chance(0.06)) {
      processor.declineNext(rng.pick(['insufficient_funds', 'card_declined']));
      await pay(due).catch(() => undefined);
      const retry = new Date(due.getTime() + 2 * DAY_MS);
      if (retry > until) break;
      settled = await pay(retry);
    } else settled = await pay(due);
    next = settled.summary?.nextPayment ?? null;
  }
  if (paidOutAt) {
    // An early purchase: the customer pays the payoff amount and owns the goods.
    const { summary } = await getLeaseLedger(ctx, lease.id, { now: paidOutAt });
    if (summary && summary.balanceCents > 0) await chargeCardOnFile(ctx, { loan_number: lease.loanNumber, amount: (summary.payoffCents / 100).toFixed(2), source_system: 'portal' }, { processor, now: paidOutAt });
  }
}
