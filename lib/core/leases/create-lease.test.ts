import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, leaseItems, leases, leaseTerms, outboxEvents } from '@/db/schema';
import type { Database } from '@/db/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/core/errors';
import { buildSchedule, quote } from '@/lib/core/pricing';
import { approvedApplication, createLeaseWorld, leaseRequest, TEST_BASE_URL } from '@/lib/testing/fixtures-leases';
import { as, inRollback } from '@/lib/testing/test-db';
import { createLease } from './create-lease';
import { LOAN_NUMBER_PATTERN } from './loan-number';

/** 18:00 UTC on Friday 20 November 2026: noon in Houston, the lease starts that day. */
const NOW = new Date('2026-11-20T18:00:00Z');
const LATER = { expiresAt: new Date('2026-12-10T00:00:00Z') };

async function fieldErrors(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fieldErrors;
}

async function activeLeases(db: Database, applicationId: number) {
  return db.select().from(leases).where(and(eq(leases.applicationId, applicationId), isNull(leases.deletedAt)));
}

describe('createLease', () => {
  it('creates the lease, its terms and items, moves the application A → L, audits and emits lease.created', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });

      expect(view.lease).toMatchObject({ applicationId: app.id, storeId: world.stores.tx.id, stateCode: 'V', firstStatus: 'V', optionType: 'B', deletedAt: null });
      expect(view.lease.loanNumber).toMatch(LOAN_NUMBER_PATTERN);
      expect(view.lease.loanNumber.startsWith('LL-2026-')).toBe(true);
      expect(view.lease.cashPriceCents).toBe(1_600_00); // 1,200 + 2 × 150 + 100 delivery
      expect(view.lease.approvedAmountCents).toBe(2_500_00);
      // create_esign defaults to true and esign_type to embedded: the in-store signing link (lib/core/esign).
      expect(view.esign).toMatchObject({ esign_type: 'embedded', status: 'open', url: expect.stringMatching(/^https:\/\/leaseline\.test\/sign\/[\w-]{43}$/) });
      expect(view.lease.envelopeId).toBe(view.esign!.envelope_id);
      expect(view.replacedLease).toBeNull();

      // The price is exactly the engine's for the application's facts.
      const expected = quote({
        modelVersion: 1,
        option: 'B',
        paymentFrequency: '14-day',
        rating: 3,
        score: 700,
        leaseAmountCents: 1_600_00,
        additionalDownCents: 0,
        companyState: 'TX',
        ocpIncluded: false,
        leaseStartDate: '2026-11-20',
        incomeFrequency: 'bi-weekly',
        payDate: '2026-11-06',
      });
      expect(view.quote).toEqual(expected);
      // B 1.80 + rating 3 0.10 + option B 0.10 = 2.00; 33 payments; 1,600 × 2 ÷ 33 = 96.9696… → 96.97; tax 6.06.
      expect(view.terms).toMatchObject({
        option: 'B',
        paymentFrequency: '14-day',
        cashPriceCents: 1_600_00,
        amountLeasedCents: 1_600_00,
        deliveryChargeCents: 100_00,
        numberOfPayments: 33,
        multBps: 20_000,
        paymentNoTaxCents: 96_97,
        taxPerPaymentCents: 6_06,
        paymentCents: 103_03,
        leaseDepositCents: 160_00,
        totalOfPaymentsCents: 3_399_99,
        firstPaymentDate: '2026-12-04',
        leaseStartDate: '2026-11-20',
        salesPersonName: 'Sam Sales',
        salesPersonEmail: 'sam@store.test',
        primaryLanguage: 'en',
      });

      const items = await ctx.db.select().from(leaseItems).where(eq(leaseItems.leaseId, view.lease.id)).orderBy(leaseItems.position);
      expect(items.map((i) => [i.position, i.sku, i.quantity, i.unitPriceCents, i.lineTotalCents, i.description])).toEqual([
        [0, 'SOFA-1', 1, 1_200_00, 1_200_00, 'Three-seat sofa'],
        [1, 'TBL-2', 2, 150_00, 300_00, 'Side table'],
      ]);

      const [application] = await ctx.db.select().from(applications).where(eq(applications.id, app.id));
      expect(application).toMatchObject({ stateCode: 'L', leaseStateCode: 'V' });

      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.retailerId, world.retailerId));
      expect(audits.map((a) => a.action).sort()).toEqual(['application.state_changed', 'esign.envelope_opened', 'lease.created']);
      const [event] = await ctx.db.select().from(outboxEvents).where(eq(outboxEvents.retailerId, world.retailerId));
      expect(event).toMatchObject({ type: 'lease.created', payload: expect.objectContaining({ lease_id: view.lease.id, loan_number: view.lease.loanNumber, state_code: 'V', cash_price: 1600 }) });
    }));

  it('stores numbers that agree to the cent: terms, schedule and totals', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app, { ocp_included: true, additionalDown: 250, storeWillCollect: 100 }), { now: NOW, baseUrl: TEST_BASE_URL });
      const [terms] = await ctx.db.select().from(leaseTerms).where(eq(leaseTerms.leaseId, view.lease.id));
      const rows = buildSchedule(view.quote!);
      expect(rows).toHaveLength(terms!.numberOfPayments);
      expect(rows.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(terms!.totalOfPaymentsCents);
      expect(terms!.amountLeasedCents).toBe(1_350_00);
      expect(terms!.totalCostOfOwnershipCents).toBe(terms!.leaseDepositCents + terms!.leaseDepositTaxCents + terms!.totalOfPaymentsCents);
      expect(terms!.ocpAmountCents).toBeGreaterThan(0);
    }));

  it('lets a store token create a lease for its store', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.token), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(view.lease.createdByUserId).toBeNull();
    }));

  it('accepts the application uuid', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app, { application_id: app.uuid.toUpperCase() }), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(view.lease.applicationId).toBe(app.id);
    }));

  it('refuses a clerk (403) and writes nothing', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      await expect(createLease(as(ctx, world.actors.clerk), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toBeInstanceOf(ForbiddenError);
      expect(await activeLeases(ctx.db, app.id)).toHaveLength(0);
    }));

  it('answers not found for another retailer, a store outside the user, and an unknown id', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.hvac, LATER);
      for (const actor of [world.actors.otherSales, world.actors.otherManager, world.actors.otherToken, world.actors.token]) {
        await expect(createLease(as(ctx, actor), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toBeInstanceOf(NotFoundError);
        await expect(createLease(as(ctx, actor), leaseRequest(app, { application_id: app.uuid }), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toBeInstanceOf(NotFoundError);
      }
      const txOnly = { ...world.actors.sales, storeIds: [world.stores.tx.id] } as typeof world.actors.sales;
      await expect(createLease(as(ctx, txOnly), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toBeInstanceOf(NotFoundError);
      await expect(createLease(as(ctx, world.actors.sales), leaseRequest({ id: 2_000_000_000 }), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toBeInstanceOf(NotFoundError);
      expect(await activeLeases(ctx.db, app.id)).toHaveLength(0);
    }));

  it.each([
    ['V', 'awaiting verification'],
    ['R', 'in manual review'],
    ['N', 'declined'],
    ['X', 'cancelled'],
    ['E', 'expired'],
  ] as const)('refuses an application in state %s (422 on application_id)', (state, name) =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { ...LATER, stateCode: state });
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        application_id: [`Application ${app.id} is ${name} (state ${state}); a lease needs an approved application (state A).`],
      });
    }),
  );

  it('refuses an approval past its expiry (422 on application_id)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { expiresAt: new Date('2026-11-19T12:00:00Z') });
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        application_id: [`The approval of application ${app.id} expired on 2026-11-19; a lease can no longer be created.`],
      });
    }));

  it('refuses an amount leased above the option’s approved amount, naming the numbers', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { ...LATER, offerAmounts: { A: 1_500_00, B: 2_000_00, C: 2_500_00 } });
      const request = leaseRequest(app, { items: [{ sku: 'TV', quantity: 1, unit_price: 2_240, description: 'Television' }] });
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), request, { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        additionalDown: ["The amount leased $2,340.00 exceeds option B's approved amount of $2,000.00: an additional down payment of at least $340.00 is needed."],
      });
      // Putting the overage down makes it fit.
      const view = await createLease(as(ctx, world.actors.sales), { ...request, additionalDown: 340, storeWillCollect: 340 }, { now: NOW, baseUrl: TEST_BASE_URL });
      expect(view.terms).toMatchObject({ cashPriceCents: 2_340_00, amountLeasedCents: 2_000_00, storeWillCollectCents: 340_00 });
    }));

  it('refuses storeWillCollect above additionalDown, on both fields with the numbers', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(app, { additionalDown: 100, storeWillCollect: 150 }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        additionalDown: ['The additional down payment $100.00 may not be less than the $150.00 the store will collect.'],
        storeWillCollect: [
          'The store may collect at most $100.00 (the overage of $0.00 above the approved amount plus the extra down payment of $100.00); $150.00 was given.',
        ],
      });
    }));

  it('lets the store collect the overage plus the extra down payment, and no more', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      // Cash price 2,700 on option B approved for 2,500: overage 200.
      const items = [{ sku: 'BED', quantity: 1, unit_price: 2_600, description: 'Bed' }];
      const a1 = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const ok = await createLease(as(ctx, world.actors.sales), leaseRequest(a1, { items, additionalDown: 300, storeWillCollect: 300 }), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(ok.terms).toMatchObject({ amountLeasedCents: 2_400_00, storeWillCollectCents: 300_00, additionalDownCents: 300_00 });

      const a2 = await approvedApplication(ctx.db, world.stores.tx, LATER);
      // Overage not covered (down 150 < 200) and the store wants 180: above the down payment, within the overage.
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(a2, { items, additionalDown: 150, storeWillCollect: 180 }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        additionalDown: [
          "The amount leased $2,550.00 exceeds option B's approved amount of $2,500.00: an additional down payment of at least $200.00 is needed.",
          'The additional down payment $150.00 may not be less than the $180.00 the store will collect.',
        ],
      });
    }));

  it('offers the HVAC warranty only at HVAC stores', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const plain = await approvedApplication(ctx.db, world.stores.tx, LATER);
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(plain, { include_warranty: true }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        include_warranty: ['The HVAC labor warranty is offered only by HVAC stores; Lease Houston is not one (its product type is electronics).'],
      });
      const hvac = await approvedApplication(ctx.db, world.stores.hvac, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(hvac, { include_warranty: true }), { now: NOW, baseUrl: TEST_BASE_URL });
      expect(view.terms?.includeWarranty).toBe(true);
    }));

  it('refuses an option the application is not approved for', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, { ...LATER, optionsApproved: 'AB', offerAmounts: { A: 2_000_00, B: 2_500_00 } });
      expect(await fieldErrors(createLease(as(ctx, world.actors.sales), leaseRequest(app, { option: 'C' }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        option: ['Option C is not approved for this application; approved: A, B.'],
      });
    }));

  it('refuses a store in a state where leases are not offered', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.mn, LATER);
      const error = await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ companyState: ['Leases are not offered in Minnesota (MN).'] });
      expect((error as ValidationError).message).toBe('Leases are not offered in Minnesota (MN).');
    }));

  it('refuses amounts leased below the minimum, and a down payment that covers everything', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      const small = [{ sku: 'LAMP', quantity: 1, unit_price: 50, description: 'Lamp' }];
      expect(await fieldErrors(createLease(sales, leaseRequest(app, { items: small, deliveryCharge: 0 }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        items: ['The amount leased $50.00 (cash price $50.00 − additional down $0.00) is below the $100.00 minimum.'],
      });
      expect(await fieldErrors(createLease(sales, leaseRequest(app, { additionalDown: 1_550 }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        additionalDown: ['The amount leased $50.00 (cash price $1,600.00 − additional down $1,550.00) is below the $100.00 minimum.'],
      });
      expect(await fieldErrors(createLease(sales, leaseRequest(app, { additionalDown: 1_600 }), { now: NOW, baseUrl: TEST_BASE_URL }))).toEqual({
        additionalDown: ['The additional down payment $1,600.00 must be less than the cash price $1,600.00.'],
      });
    }));

  it('reports malformed requests field by field', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const sales = as(ctx, world.actors.sales);
      expect(await fieldErrors(createLease(sales, {}, { baseUrl: TEST_BASE_URL }))).toEqual({
        application_id: ['The application_id field is required.'],
        option: ['The option field is required.'],
        items: ['The items field is required.'],
      });
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const errors = await fieldErrors(
        createLease(sales, {
          ...leaseRequest(app),
          option: 'D',
          paymentFrequency: 'weekly',
          deliveryCharge: -5,
          items: [{ sku: 'X', quantity: 0, unit_price: 'ten', description: '' }],
          sales_person: { name: '', email: 'not-an-email' },
          esign_return_url: 'javascript:alert(1)',
        } as never, { baseUrl: TEST_BASE_URL }),
      );
      expect(errors).toEqual({
        option: ['The option must be one of: A, B, C.'],
        paymentFrequency: ['The paymentFrequency must be one of: 14-day, 28-day, semi-monthly, monthly.'],
        deliveryCharge: ['The deliveryCharge may not be negative.'],
        'items.0.quantity': ['The quantity must be from 1 to 1000.'],
        'items.0.unit_price': ['The unit price must be a number of dollars.'],
        'items.0.description': ['The description field is required.'],
        'sales_person.name': ['The sales person name field is required.'],
        'sales_person.email': ['The sales person email must be a valid email address.'],
        esign_return_url: ['The esign_return_url must be an http(s) URL.'],
      });
      expect(await fieldErrors(createLease(sales, { ...leaseRequest(app), items: [] }, { baseUrl: TEST_BASE_URL }))).toEqual({ items: ['Add at least one item.'] });
    }));

  it('ignores unknown fields and defaults the frequency to the applicant’s pay cadence', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, {
        ...LATER,
        income: { source: 'employment', grossCents: 3_000_00, frequency: 'semi-monthly', pay_date: '2026-11-15', first_pay_day: 15, second_pay_day: 31 },
      });
      const { paymentFrequency: _omit, ...request } = leaseRequest(app);
      const view = await createLease(as(ctx, world.actors.sales), { ...request, surprise: 'ignored', primary_language: 'Spanish' } as never, { now: NOW, baseUrl: TEST_BASE_URL });
      expect(view.terms).toMatchObject({ paymentFrequency: 'semi-monthly', firstPayDay: 15, secondPayDay: 31, primaryLanguage: 'es', numberOfPayments: 30 });
      expect(view.terms?.firstPaymentDate).toBe('2026-11-30'); // first of the 15th / last day at least 7 days after 20 Nov
    }));

  it('keeps California leases under its cap even where the rate card would exceed it', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.ca, LATER);
      const view = await createLease(as(ctx, world.actors.sales), leaseRequest(app, { option: 'C' }), { now: NOW, baseUrl: TEST_BASE_URL });
      const t = view.terms!;
      expect(t.capped).toBe(true);
      expect(t.leaseDepositCents + t.numberOfPayments * t.paymentNoTaxCents).toBeLessThanOrEqual(Math.floor(t.amountLeasedCents * 2.25));
      expect(t.leaseDepositCents + t.numberOfPayments * t.paymentNoTaxCents).toBeLessThanOrEqual(Math.floor(t.cashPriceCents * 2.25));
    }));
});

describe('createLease — one active lease per application', () => {
  it('answers 409 to a second request and changes nothing', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      const first = await createLease(sales, leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const error = await createLease(sales, leaseRequest(app, { option: 'A' }), { now: NOW, baseUrl: TEST_BASE_URL }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe(
        `Application ${app.id} already has lease ${first.lease.loanNumber} (awaiting signature). Send discard_esign: true to replace its terms.`,
      );
      const active = await activeLeases(ctx.db, app.id);
      expect(active.map((l) => l.id)).toEqual([first.lease.id]);
      expect(active[0]!.optionType).toBe('B');
    }));

  it('replaces an unsigned lease with discard_esign: true, in one transaction', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      const first = await createLease(sales, leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      const second = await createLease(
        sales,
        leaseRequest(app, { option: 'A', discard_esign: true, items: [{ sku: 'TV', quantity: 1, unit_price: 900, description: 'Television' }] }),
        { now: NOW, baseUrl: TEST_BASE_URL },
      );
      expect(second.replacedLease).toMatchObject({ id: first.lease.id, loanNumber: first.lease.loanNumber });
      expect(second.lease.id).not.toBe(first.lease.id);
      expect(second.lease.loanNumber).not.toBe(first.lease.loanNumber);
      expect(second.terms).toMatchObject({ option: 'A', cashPriceCents: 1_000_00 });

      const all = await ctx.db.select().from(leases).where(eq(leases.applicationId, app.id));
      expect(all).toHaveLength(2);
      expect(all.find((l) => l.id === first.lease.id)!.deletedAt).not.toBeNull();
      expect((await activeLeases(ctx.db, app.id)).map((l) => l.id)).toEqual([second.lease.id]);
      // The replaced lease keeps its own items as history.
      expect(await ctx.db.select().from(leaseItems).where(eq(leaseItems.leaseId, first.lease.id))).toHaveLength(2);
      const [application] = await ctx.db.select().from(applications).where(eq(applications.id, app.id));
      expect(application).toMatchObject({ stateCode: 'L', leaseStateCode: 'V' });
      const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.retailerId, world.retailerId));
      expect(audits.map((a) => a.action).sort()).toEqual([
        'application.state_changed',
        'esign.envelope_opened',
        'esign.envelope_opened',
        'esign.envelope_voided',
        'lease.created',
        'lease.created',
        'lease.replaced',
      ]);
      // The first lease's signing link was voided in the same transaction.
      const replaced = audits.find((a) => a.action === 'lease.replaced')!;
      expect(replaced.data).toMatchObject({ voidedEnvelopeId: first.esign!.envelope_id });
    }));

  it('does not replace a signed lease (409)', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
      const sales = as(ctx, world.actors.sales);
      const first = await createLease(sales, leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL });
      await ctx.db.update(leases).set({ stateCode: 'S' }).where(eq(leases.id, first.lease.id));
      await expect(createLease(sales, leaseRequest(app, { discard_esign: true }), { now: NOW, baseUrl: TEST_BASE_URL })).rejects.toThrow(
        new ConflictError(`Lease ${first.lease.loanNumber} is signed (S); only a lease awaiting signature (V) can have its terms replaced.`),
      );
    }));

  it('gives every lease its own loan number', () =>
    inRollback(async (ctx) => {
      const world = await createLeaseWorld(ctx.db);
      const numbers = new Set<string>();
      for (let i = 0; i < 5; i += 1) {
        const app = await approvedApplication(ctx.db, world.stores.tx, LATER);
        numbers.add((await createLease(as(ctx, world.actors.sales), leaseRequest(app), { now: NOW, baseUrl: TEST_BASE_URL })).lease.loanNumber);
      }
      expect(numbers.size).toBe(5);
    }));
});
